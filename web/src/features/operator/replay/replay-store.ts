import { create } from 'zustand';
import { isRunning, type ReplayProgress } from '@shared/replay-progress';
import { cancelReplay, fetchReplayProgress } from './replay-api';

export interface ReplayState {
  /** The run going on (started here, in another tab, or by another operator); null when none. */
  progress: ReplayProgress | null;
  /** How the last run heard of ended (equal, different, failed or cancelled). */
  ended: ReplayProgress | null;
  cancelling: boolean;
  /** A live `replay.progress` message. */
  applyProgress: (progress: ReplayProgress) => void;
  /** Asks the server how the run stands (a page opened mid-run, or after a reconnect). */
  refresh: () => Promise<void>;
  /** Asks the run to stop; throws when that request fails (409: none was running). */
  cancel: () => Promise<void>;
}

export const useReplayStore = create<ReplayState>()((set, get) => ({
  progress: null,
  ended: null,
  cancelling: false,
  applyProgress: (next) => {
    const current = get().progress;
    if (isRunning(next.state)) {
      // Messages of one run can overtake each other between instances: never move back.
      if (current?.runId === next.runId && next.events < current.events) return;
      set({ progress: next });
      return;
    }
    set({
      progress: current === null || current.runId === next.runId ? null : current,
      ended: next,
      cancelling: false,
    });
  },
  refresh: async () => {
    try {
      set({ progress: await fetchReplayProgress() });
    } catch {
      // The bar is a convenience: the socket's next message brings it.
    }
  },
  cancel: async () => {
    set({ cancelling: true });
    try {
      await cancelReplay();
    } catch (error) {
      set({ cancelling: false });
      throw error;
    }
  },
}));
