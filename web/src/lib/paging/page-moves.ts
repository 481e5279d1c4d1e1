import type { Load } from '../load-state';
import { back, firstPageOf, forward } from './cursor-stack';
import type { CursorStack } from './cursor-stack';

/** What a paged list shows: the query its page answers (filters, a status, a search). */
interface ShownPage<Q, C> {
  query: Q;
  cursors: CursorStack<C>;
  load: Load;
}

/**
 * The moves every filtered, paged list makes over its one `fetchInto` (which fetches a page of
 * a query, saying so while it loads unless `quiet`): the first page of a query, the next and the
 * previous page (nothing past either end), the page shown again, and the page shown brought up
 * to date in place, only once it has loaded (a live message must not fetch what never showed).
 */
export function pageMoves<Q, C>(
  shown: () => ShownPage<Q, C>,
  fetchInto: (query: Q, cursors: CursorStack<C>, quiet: boolean) => Promise<void>,
) {
  const go = (cursors: CursorStack<C> | null) =>
    cursors === null ? Promise.resolve() : fetchInto(shown().query, cursors, false);
  return {
    first: (query: Q = shown().query) => fetchInto(query, firstPageOf<C>(), false),
    next: () => go(forward(shown().cursors)),
    previous: () => go(back(shown().cursors)),
    again: () => fetchInto(shown().query, shown().cursors, false),
    refresh: () => {
      const { query, cursors, load } = shown();
      return load === 'ready' ? fetchInto(query, cursors, true) : Promise.resolve();
    },
  };
}
