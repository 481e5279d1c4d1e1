import type { PageCursors } from './directory-pages';
import type { DirectoryNanny } from './parent-types';

// Live changes to the directory page shown. Each returns the same array when nothing changes,
// so the cards do not render again for nothing.

/**
 * A newly approved nanny is the newest listing, so she belongs at the top of the first page.
 * The page's last card is kept rather than pushed off: the next page's cursor starts after it,
 * and dropping it would hide her from both pages until the next load.
 */
export function withCardAdded(
  nannies: DirectoryNanny[],
  cursors: PageCursors,
  nanny: DirectoryNanny,
): DirectoryNanny[] {
  if (cursors.before.length > 0) return nannies;
  if (nannies.some((shown) => shown.id === nanny.id)) return nannies;
  return [nanny, ...nannies];
}

/** A nanny who left the directory leaves whichever page shows her. */
export function withCardRemoved(nannies: DirectoryNanny[], nannyId: string): DirectoryNanny[] {
  return nannies.some((shown) => shown.id === nannyId)
    ? nannies.filter((shown) => shown.id !== nannyId)
    : nannies;
}

/** A listed nanny's approved change of name, bio or photo, on whichever page shows her. */
export function withCardUpdated(
  nannies: DirectoryNanny[],
  nanny: DirectoryNanny,
): DirectoryNanny[] {
  return nannies.some((shown) => shown.id === nanny.id)
    ? nannies.map((shown) => (shown.id === nanny.id ? nanny : shown))
    : nannies;
}
