import { shownFetch } from './latest-request';
import type { TabLoad } from './load-state';

/**
 * The fetching behind a tab that live messages refresh (the nanny's earnings, the parent's
 * payments). `put` writes the load state and, when given, the data (null forgets it).
 * `load` fetches afresh; `refresh` does nothing before the tab first asked, so a live message
 * does not fetch for nothing, and otherwise keeps what is shown while it fetches.
 */
export function tabLoader<T>(
  fetch: () => Promise<T>,
  put: (load: TabLoad, data?: T | null) => void,
  currentLoad: () => TabLoad,
) {
  const run = shownFetch(
    fetch,
    (data) => put('ready', data),
    (load) => (load === 'loading' ? put(load, null) : put(load)),
  );

  return {
    load: () => run(false),
    refresh: () => {
      const load = currentLoad();
      if (load === 'idle') return Promise.resolve();
      return run(load !== 'failed');
    },
  };
}
