/** A store whose answer to a live message is to fetch again, keeping what it shows meanwhile. */
interface RefreshingStore {
  getState: () => { refresh: () => Promise<void> };
}

/**
 * The handler for a message (or a fresh start) that only means "fetch again": each store named
 * refreshes, none waits for another, so a slow one does not hold the rest back.
 */
export function refreshing(...stores: RefreshingStore[]): () => void {
  return () => {
    for (const store of stores) void store.getState().refresh();
  };
}

/** One unsubscribe for a role's wiring: every subscription it made stops together. */
export function stopAll(stops: (() => void)[]): () => void {
  return () => {
    for (const stop of stops) stop();
  };
}
