import { create } from 'zustand';
import { latestRequest } from '../../lib/latest-request';
import type { Load } from '../../lib/load-state';
import { EMPTY_SEARCH } from '@shared/directory-search';
import type { DirectorySearch, DirectorySort } from '@shared/directory-search';
import { withCardChanged } from './directory-changes';
import { firstPageOf, withNext } from '../../lib/paging/cursor-stack';
import { pageMoves } from '../../lib/paging/page-moves';
import type { CursorStack } from '../../lib/paging/cursor-stack';
import { queryOf } from './directory-url';
import { fetchDirectoryCard, fetchDirectoryPage } from './parent-api';
import type { DirectoryCard, HomePlace } from './parent-types';

/** The directory pages by opaque string cursors. */
const firstPage = firstPageOf<string>();

export interface DirectoryState {
  load: Load;
  /** The search the page shown answers (the address's, checked by `searchOf`). */
  search: DirectorySearch;
  nannies: DirectoryCard[];
  cursors: CursorStack<string>;
  /** The order the server applied, and the home it measured from. */
  sort: DirectorySort;
  home: HomePlace | null;
  /** The first page of this search. */
  show: (search: DirectorySearch) => Promise<void>;
  /** The first page of the search shown, again (after the parent's ZIP changed). */
  reload: () => Promise<void>;
  next: () => Promise<void>;
  previous: () => Promise<void>;
  /** Loads the page shown again after a failure, saying so while it loads. */
  retry: () => Promise<void>;
  /** Brings the page shown up to date in place. */
  refresh: () => Promise<void>;
  /** `directory.changed`: asks for her card under this search and places, replaces or drops it. */
  applyChange: (nannyId: string) => Promise<void>;
}

export const useDirectoryStore = create<DirectoryState>()((set, get) => {
  // A slow page never replaces the one asked for after it.
  const latest = latestRequest();
  let shownKey: string | null = null;

  const fetchInto = async (
    search: DirectorySearch,
    cursors: CursorStack<string>,
    quiet: boolean,
  ) => {
    shownKey = queryOf(search, null);
    if (!quiet) set({ load: 'loading', search, cursors, nannies: [] });
    await latest.run(
      () => fetchDirectoryPage(search, cursors.current),
      (page) =>
        set({
          load: 'ready',
          nannies: page.nannies,
          cursors: withNext(cursors, page.nextCursor),
          sort: page.sort,
          home: page.home,
        }),
      // A quiet refresh that fails keeps what is shown; the next one may succeed.
      quiet ? undefined : () => set({ load: 'failed' }),
    );
  };
  const moves = pageMoves(() => ({ ...get(), query: get().search }), fetchInto);

  return {
    load: 'loading',
    search: EMPTY_SEARCH,
    nannies: [],
    cursors: firstPage,
    sort: 'newest',
    home: null,
    show: (search) => moves.first(search),
    reload: () => moves.first(),
    next: moves.next,
    previous: moves.previous,
    retry: moves.again,
    refresh: moves.refresh,
    applyChange: async (nannyId) => {
      const { load, search } = get();
      if (load !== 'ready') return;
      const key = shownKey;
      let card: DirectoryCard | null;
      try {
        card = await fetchDirectoryCard(search, nannyId);
      } catch {
        return; // The periodic refresh catches up.
      }
      const now = get();
      if (now.load !== 'ready' || shownKey !== key) return;
      const changed = withCardChanged(now.nannies, now.cursors, now.sort, nannyId, card);
      if (changed === now.nannies) return;
      // A quiet refresh already on its way may have read the page before this change.
      latest.drop();
      set({ nannies: changed });
    },
  };
});
