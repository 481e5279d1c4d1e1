import { shownFetch } from '../../../lib/latest-request';
import type { TabLoad } from '../../../lib/load-state';

/** A queue an operator decides from: what waits for a decision and what was decided. */
export interface DecisionQueueState<T> {
  load: TabLoad;
  open: T[];
  decided: T[];
  /** Loads both lists, showing "Loading" (the tab's first look, or Try again). */
  openFirst: () => Promise<void>;
  /** Brings both lists up to date in place, keeping what is shown on failure. */
  refresh: () => Promise<void>;
}

type Lists<T> = Pick<DecisionQueueState<T>, 'load' | 'open' | 'decided'>;

/**
 * The loading half of a decision queue's store, the same for each queue: both lists fetched
 * together, only the newest answer landing, and a quiet refresh that keeps what is shown when it
 * fails. `fetchBoth(true)` is that quiet refresh, for the store's own actions to call.
 */
export function decisionQueue<T>(
  fetchList: (status: 'open' | 'decided') => Promise<T[]>,
  set: (lists: Partial<Lists<T>>) => void,
  get: () => { load: TabLoad },
) {
  const fetchBoth = shownFetch(
    () => Promise.all([fetchList('open'), fetchList('decided')]),
    ([open, decided]) => set({ load: 'ready', open, decided }),
    (load) => set({ load }),
  );
  const initial: DecisionQueueState<T> = {
    load: 'idle',
    open: [],
    decided: [],
    openFirst: () => fetchBoth(false),
    // Before the tab was first shown there is nothing on screen to bring up to date.
    refresh: () => (get().load === 'idle' ? Promise.resolve() : fetchBoth(true)),
  };
  return { fetchBoth, initial };
}
