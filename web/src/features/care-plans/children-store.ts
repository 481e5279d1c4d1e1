import { create } from 'zustand';
import type { TabLoad } from '../../lib/load-state';
import { addChild, fetchChildren, saveChild, type Child, type ChildInput } from './care-plans-api';

interface ChildrenState {
  children: Child[];
  multipleChildren: boolean;
  state: TabLoad;
  load: () => Promise<void>;
  /** Adds or saves a child; answers the server's message ("Child added."). */
  save: (childId: string | null, child: ChildInput) => Promise<string>;
}

/** The parent's children and their care plans. */
export const useChildrenStore = create<ChildrenState>()((set) => ({
  children: [],
  multipleChildren: false,
  state: 'idle',
  load: async () => {
    set({ state: 'loading' });
    try {
      const answer = await fetchChildren();
      set({ children: answer.children, multipleChildren: answer.multipleChildren, state: 'ready' });
    } catch {
      set({ state: 'failed' });
    }
  },
  save: async (childId, child) => {
    const answer = childId === null ? await addChild(child) : await saveChild(childId, child);
    set({ children: answer.children, multipleChildren: answer.multipleChildren, state: 'ready' });
    return answer.message ?? '';
  },
}));
