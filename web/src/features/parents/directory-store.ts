import { create } from 'zustand';
import { withCardAdded, withCardRemoved, withCardUpdated } from './directory-changes';
import { back, firstPage, forward, withNext } from './directory-pages';
import type { PageCursors } from './directory-pages';
import { fetchDirectoryPage } from './parent-api';
import type { DirectoryNanny } from './parent-types';

export type DirectoryLoad = 'loading' | 'ready' | 'failed';

export interface DirectoryState {
  load: DirectoryLoad;
  nannies: DirectoryNanny[];
  cursors: PageCursors;
  openFirst: () => Promise<void>;
  next: () => Promise<void>;
  previous: () => Promise<void>;
  /** Loads the page shown again after a failure, saying so while it loads. */
  retry: () => Promise<void>;
  /** Brings the page shown up to date in place: new approvals appear, withdrawn ones go. */
  refresh: () => Promise<void>;
  // Pushed by the live hub: a nanny approved (her card) or withdrawn.
  addCard: (nanny: DirectoryNanny) => void;
  /** A listed nanny's approved change of name, bio or photo. */
  updateCard: (nanny: DirectoryNanny) => void;
  removeCard: (nannyId: string) => void;
}

export const useDirectoryStore = create<DirectoryState>()((set, get) => {
  // Only the newest request may land, so a slow page never replaces the one asked for after it.
  let latest = 0;

  /** A live change to the page shown, once it is loaded. */
  const change = (edit: (nannies: DirectoryNanny[]) => DirectoryNanny[]) => {
    const { load, nannies } = get();
    if (load !== 'ready') return;
    const changed = edit(nannies);
    if (changed === nannies) return;
    // A quiet refresh already on its way may have read the page before this change.
    latest += 1;
    set({ nannies: changed });
  };

  const fetchInto = async (cursors: PageCursors, quiet: boolean) => {
    const ticket = ++latest;
    if (!quiet) set({ load: 'loading', cursors, nannies: [] });
    try {
      const page = await fetchDirectoryPage(cursors.current);
      if (ticket !== latest) return;
      set({ load: 'ready', nannies: page.nannies, cursors: withNext(cursors, page.nextCursor) });
    } catch {
      // A quiet refresh that fails keeps what is shown; the next one may succeed.
      if (ticket === latest && !quiet) set({ load: 'failed' });
    }
  };
  const go = (cursors: PageCursors | null) =>
    cursors === null ? Promise.resolve() : fetchInto(cursors, false);

  return {
    load: 'loading',
    nannies: [],
    cursors: firstPage,
    openFirst: () => fetchInto(firstPage, false),
    next: () => go(forward(get().cursors)),
    previous: () => go(back(get().cursors)),
    retry: () => fetchInto(get().cursors, false),
    refresh: () => (get().load === 'ready' ? fetchInto(get().cursors, true) : Promise.resolve()),
    addCard: (nanny) => change((nannies) => withCardAdded(nannies, get().cursors, nanny)),
    updateCard: (nanny) => change((nannies) => withCardUpdated(nannies, nanny)),
    removeCard: (nannyId) => change((nannies) => withCardRemoved(nannies, nannyId)),
  };
});
