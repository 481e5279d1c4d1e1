export type TabLoad = 'idle' | 'loading' | 'ready' | 'failed';

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
  // Only the newest fetch may land, so a slow answer never replaces a newer one.
  let latest = 0;
  const run = async (quiet: boolean) => {
    const ticket = ++latest;
    if (!quiet) put('loading', null);
    try {
      const data = await fetch();
      if (ticket === latest) put('ready', data);
    } catch {
      if (ticket === latest && !quiet) put('failed');
    }
  };

  return {
    load: () => run(false),
    refresh: () => {
      const load = currentLoad();
      if (load === 'idle') return Promise.resolve();
      return run(load !== 'failed');
    },
  };
}
