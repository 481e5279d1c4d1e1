import type { DirectorySort } from '@shared/directory-search';
import type { CursorStack } from '../../lib/paging/cursor-stack';
import type { DirectoryCard } from './parent-types';

// Live changes to the directory page shown (`directory.changed`: the server answers her card
// under the parent's search, or null). Each returns the same array when nothing changes, so the
// cards do not render again for nothing.

const byId = (a: DirectoryCard, b: DirectoryCard) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const byMiles = (a: DirectoryCard, b: DirectoryCard) =>
  (a.distance?.miles ?? Infinity) - (b.distance?.miles ?? Infinity);
const byDate = (a: DirectoryCard, b: DirectoryCard) => {
  if (a.nextAvailableOn === b.nextAvailableOn) return 0;
  if (a.nextAvailableOn === null) return 1;
  if (b.nextAvailableOn === null) return -1;
  return a.nextAvailableOn < b.nextAvailableOn ? -1 : 1;
};

/** Highest rated: the shown average ("New", null, as 0) highest first, then the count. */
const byRating = (a: DirectoryCard, b: DirectoryCard) =>
  (b.rating.average ?? 0) - (a.rating.average ?? 0) || b.rating.count - a.rating.count;

/**
 * Where a card goes among those shown, as the server's order would put it (distances are
 * rounded here, so cards a mile apart may swap until the next load). Newest: a card that just
 * (re)entered the directory is the newest listing, so it goes first.
 */
export function placeOf(nannies: DirectoryCard[], card: DirectoryCard, sort: DirectorySort) {
  if (sort === 'newest') return 0;
  const order = (a: DirectoryCard, b: DirectoryCard) => {
    if (sort === 'distance') return byMiles(a, b) || byId(a, b);
    if (sort === 'rated') return byRating(a, b) || byId(a, b);
    return byDate(a, b) || byMiles(a, b) || byId(a, b);
  };
  const after = nannies.findIndex((shown) => order(card, shown) < 0);
  return after === -1 ? nannies.length : after;
}

/**
 * Her card as the server now answers it for this search: null removes it; a shown card is
 * replaced where it is; a new one is inserted in sort order when it belongs on this page. A
 * card that sorts after a full page's last card belongs on a later page; the last card is kept
 * rather than pushed off, as the next page's cursor starts after it.
 */
export function withCardChanged(
  nannies: DirectoryCard[],
  cursors: CursorStack<string>,
  sort: DirectorySort,
  nannyId: string,
  card: DirectoryCard | null,
): DirectoryCard[] {
  const shown = nannies.some((nanny) => nanny.id === nannyId);
  if (card === null) return shown ? nannies.filter((nanny) => nanny.id !== nannyId) : nannies;
  if (shown) return nannies.map((nanny) => (nanny.id === nannyId ? card : nanny));
  const at = placeOf(nannies, card, sort);
  const firstPage = cursors.before.length === 0;
  if (!firstPage && at === 0) return nannies;
  if (at === nannies.length && cursors.next !== null) return nannies;
  return [...nannies.slice(0, at), card, ...nannies.slice(at)];
}
