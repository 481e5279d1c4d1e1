// Where a paged list stands: the cursor of the page shown, the cursors of the pages before it
// (for Previous) and the next page's cursor once the server has given it. The first page's
// cursor is null. The queue and the directory page by opaque strings, the event log by positions.

export interface CursorStack<C> {
  current: C | null;
  before: readonly (C | null)[];
  next: C | null;
}

export function firstPageOf<C>(): CursorStack<C> {
  return { current: null, before: [], next: null };
}

/** The next page, or null on the last one. Its own next cursor is unknown until it loads. */
export function forward<C>(stack: CursorStack<C>): CursorStack<C> | null {
  if (stack.next === null) return null;
  return { current: stack.next, before: [...stack.before, stack.current], next: null };
}

/** The page before, or null on the first one. */
export function back<C>(stack: CursorStack<C>): CursorStack<C> | null {
  if (stack.before.length === 0) return null;
  return { current: stack.before.at(-1) ?? null, before: stack.before.slice(0, -1), next: null };
}

export function withNext<C>(stack: CursorStack<C>, next: C | null): CursorStack<C> {
  return { ...stack, next };
}

/** 1 for the first page. */
export const pageNumber = <C>(stack: CursorStack<C>) => stack.before.length + 1;

/** Whether there is more than one page to move between. */
export const hasOtherPages = <C>(stack: CursorStack<C>) =>
  stack.before.length > 0 || stack.next !== null;
