/**
 * Only the newest request may land. A store asks again before the last answer came (a filter
 * changed, a live message, Try again), and answers can arrive in any order: an answer to an
 * older request must never overwrite what a newer one brought, nor reopen what was closed since.
 */
export interface LatestRequest {
  /** Starts a request; the check stays true until a newer request starts or `drop` is called. */
  start: () => () => boolean;
  /**
   * Runs `fetch` as the newest request: `land` gets its answer, `fail` its error, each only while
   * it is still the newest (a stale answer or failure is ignored). `fail` defaults to ignoring.
   */
  run: <T>(
    fetch: () => Promise<T>,
    land: (answer: T) => void,
    fail?: (error: unknown) => void,
  ) => Promise<void>;
  /** Makes every request on its way stale: a dialog closed, or a change newer than their answers. */
  drop: () => void;
}

export function latestRequest(): LatestRequest {
  let newest = 0;
  const start = () => {
    const ticket = ++newest;
    return () => ticket === newest;
  };
  return {
    start,
    run: async (fetch, land, fail) => {
      const isLatest = start();
      let answer;
      try {
        answer = await fetch();
      } catch (error) {
        if (isLatest()) fail?.(error);
        return;
      }
      if (isLatest()) land(answer);
    },
    drop: () => {
      newest += 1;
    },
  };
}

/** One `latestRequest` per key (a booking's reports, say): each key's newest request lands. */
export function latestRequestPerKey<K>(): {
  of: (key: K) => LatestRequest;
  /** Makes every request of every key stale (the page is handed to another account). */
  dropAll: () => void;
} {
  const requests = new Map<K, LatestRequest>();
  return {
    of: (key) => {
      let request = requests.get(key);
      if (request === undefined) {
        request = latestRequest();
        requests.set(key, request);
      }
      return request;
    },
    dropAll: () => {
      for (const request of requests.values()) request.drop();
      requests.clear();
    },
  };
}

/**
 * The fetch behind something on screen, on the newest-request rule: unless `quiet` it says so
 * while it loads and says so when it fails; a quiet one (a live refresh, a refetch after a write)
 * keeps what is shown when it fails, since what is shown is still the last good answer. Pass
 * `latest` when the store must also drop the fetch (the page handed to another account).
 */
export function shownFetch<T>(
  fetch: () => Promise<T>,
  land: (answer: T) => void,
  setLoad: (load: 'loading' | 'failed') => void,
  latest: LatestRequest = latestRequest(),
): (quiet: boolean) => Promise<void> {
  return async (quiet) => {
    if (!quiet) setLoad('loading');
    await latest.run(fetch, land, quiet ? undefined : () => setLoad('failed'));
  };
}
