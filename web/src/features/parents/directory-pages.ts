// Where the directory stands: the page shown, the cursors of the pages before it (for Previous)
// and the next page's cursor once the server has given it. The first page's cursor is null.

export interface PageCursors {
  current: string | null;
  before: readonly (string | null)[];
  next: string | null;
}

export const firstPage: PageCursors = { current: null, before: [], next: null };

/** The next page, or null on the last one. Its own next cursor is unknown until it loads. */
export function forward(cursors: PageCursors): PageCursors | null {
  if (cursors.next === null) return null;
  return { current: cursors.next, before: [...cursors.before, cursors.current], next: null };
}

/** The page before, or null on the first one. */
export function back(cursors: PageCursors): PageCursors | null {
  if (cursors.before.length === 0) return null;
  const current = cursors.before.at(-1) ?? null;
  return { current, before: cursors.before.slice(0, -1), next: null };
}

export function withNext(cursors: PageCursors, next: string | null): PageCursors {
  return { ...cursors, next };
}

/** 1 for the first page. */
export const pageNumber = (cursors: PageCursors) => cursors.before.length + 1;

/** Whether there is more than one page to move between. */
export const hasOtherPages = (cursors: PageCursors) =>
  cursors.before.length > 0 || cursors.next !== null;
