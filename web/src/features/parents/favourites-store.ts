import { create } from 'zustand';
import type { Load } from '../../lib/load-state';
import { addFavourite, fetchFavourites, removeFavourite, type Favourite } from './favourites-api';

export interface FavouritesState {
  load: Load | 'idle';
  nannies: Favourite[];
  /** Loads her list once (the cards' hearts and the Favourites list read it). */
  show: () => Promise<void>;
  /** Hearts or unhearts a nanny; answers the server's message. */
  toggle: (nannyId: string) => Promise<string>;
}

export const useFavouritesStore = create<FavouritesState>()((set, get) => ({
  load: 'idle',
  nannies: [],
  show: async () => {
    if (get().load !== 'idle' && get().load !== 'failed') return;
    set({ load: 'loading' });
    try {
      set({ load: 'ready', nannies: await fetchFavourites() });
    } catch {
      set({ load: 'failed' });
    }
  },
  toggle: async (nannyId) => {
    const hearted = get().nannies.some((nanny) => nanny.id === nannyId);
    const answer = hearted ? await removeFavourite(nannyId) : await addFavourite(nannyId);
    set({ load: 'ready', nannies: answer.nannies });
    return answer.message ?? '';
  },
}));
