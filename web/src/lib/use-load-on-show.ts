import { useEffect } from 'react';

/**
 * Starts a store's `load` when the component shows (and again should `load` change): the fetch
 * a view asks for its data with. A slow or failed answer is the store's to show.
 */
export function useLoadOnShow(load: () => Promise<unknown>): void {
  useEffect(() => {
    void load();
  }, [load]);
}
