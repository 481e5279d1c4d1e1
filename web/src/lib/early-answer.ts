/**
 * A request a page can start before it is drawn: while the session is still being checked, the
 * page the address names asks for its own data, so the two answers travel together instead of
 * one after the other. The page's first fetch takes the early answer (once); without one, or if
 * the early request failed (signed out, another role), it asks afresh.
 */
export interface EarlyAnswer<T> {
  /** Starts the request unless one is already waiting to be taken. */
  start: () => void;
  /** The waiting early answer, forgotten as it is handed over, or a new request. */
  take: () => Promise<T>;
}

export function earlyAnswer<T>(request: () => Promise<T>): EarlyAnswer<T> {
  let waiting: Promise<T> | undefined;
  return {
    start: () => {
      if (waiting !== undefined) return;
      waiting = request();
      // Nobody may take it (the session says someone else): its failure is not an error.
      waiting.catch(() => {});
    },
    take: () => {
      const early = waiting;
      waiting = undefined;
      return early === undefined ? request() : early.catch(() => request());
    },
  };
}
