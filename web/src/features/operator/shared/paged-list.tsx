import { useRef } from 'react';
import type { ReactNode, RefObject } from 'react';
import { FormMessage } from '../../../components/form-message';
import { LoadFailed } from '../../../components/load-failed';
import { PageNav } from '../../../components/page-nav';
import type { Load } from '../../../lib/load-state';
import type { CursorStack } from '../../../lib/paging/cursor-stack';
import { useLoadOnShow } from '../../../lib/use-load-on-show';
import { LoadingLine } from '../../../components/loading-line';

/**
 * The heading of a paged list and how to turn its page: the heading takes focus and comes into
 * view first, so the reader starts the new page from its top.
 */
export function usePageTurn() {
  const heading = useRef<HTMLHeadingElement>(null);
  const turn = (move: () => Promise<void>) => {
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView({ block: 'start' });
    void move();
  };
  return { heading, turn };
}

interface PageBodyProps {
  load: Load;
  /** The server's reason when it refused the filters; null for any other failure. */
  refusal: string | null;
  loading: string;
  /** What failed to load, for Try again. */
  what: string;
  onRetry: () => void;
  empty: string;
  count: number;
  /** The page itself, shown once it has loaded with at least one row. */
  children: ReactNode;
}

/** One page of a filtered list: loading, the refusal or failure, empty, or the rows. */
export function PageBody({
  load,
  refusal,
  loading,
  what,
  onRetry,
  empty,
  count,
  children,
}: PageBodyProps) {
  return (
    <>
      {load === 'loading' && <LoadingLine text={loading} />}
      {load === 'failed' && refusal !== null && <FormMessage error={refusal} />}
      {load === 'failed' && refusal === null && <LoadFailed what={what} onRetry={onRetry} />}
      {load === 'ready' && count === 0 && <p className="event-log__empty">{empty}</p>}
      {load === 'ready' && count > 0 && children}
    </>
  );
}

/** What a filtered, paged list's store offers its view (the bookings, the event log). */
export interface FilteredPagesState<C> {
  load: Load;
  /** The server's reason when it refused the filters; null for any other failure. */
  refusal: string | null;
  cursors: CursorStack<C>;
  openFirst: () => Promise<void>;
  reload: () => Promise<void>;
  next: () => Promise<void>;
  previous: () => Promise<void>;
}

/** A store's hook, read through a selector (a zustand store of any wider state fits). */
type UseFilteredPages<C> = <U>(select: (state: FilteredPagesState<C>) => U) => U;

/** A filtered list's state and moves as its page and pager show them. */
export interface FilteredPagesControls<C> extends Pick<
  FilteredPagesState<C>,
  'load' | 'refusal' | 'cursors'
> {
  onRetry: () => void;
  onPrevious: () => void;
  onNext: () => void;
}

/**
 * The paging of a filtered list: its first page opens when the view shows, and the heading is
 * where each turned page starts (see `usePageTurn`).
 */
export function useFilteredPages<C>(useStore: UseFilteredPages<C>): {
  heading: RefObject<HTMLHeadingElement | null>;
  pages: FilteredPagesControls<C>;
} {
  const { heading, turn } = usePageTurn();
  const load = useStore((state) => state.load);
  const refusal = useStore((state) => state.refusal);
  const cursors = useStore((state) => state.cursors);
  const openFirst = useStore((state) => state.openFirst);
  const reload = useStore((state) => state.reload);
  const next = useStore((state) => state.next);
  const previous = useStore((state) => state.previous);

  useLoadOnShow(openFirst);

  return {
    heading,
    pages: {
      load,
      refusal,
      cursors,
      onRetry: () => void reload(),
      onPrevious: () => turn(previous),
      onNext: () => turn(next),
    },
  };
}

/** What a filtered list says while it loads, when it fails, when it is empty, and its pager. */
export interface FilteredPagesTexts {
  loading: string;
  /** What failed to load, for Try again. */
  what: string;
  empty: string;
  /** The pager's name: "Bookings pages". */
  pagesLabel: string;
}

interface FilteredPagesProps<C> {
  pages: FilteredPagesControls<C>;
  texts: FilteredPagesTexts;
  count: number;
  /** The page itself, shown once it has loaded with at least one row. */
  children: ReactNode;
}

/** One page of a filtered list (see `PageBody`) with Previous and Next under it. */
export function FilteredPages<C>({ pages, texts, count, children }: FilteredPagesProps<C>) {
  const { cursors, onPrevious, onNext, ...body } = pages;
  return (
    <>
      <PageBody
        {...body}
        loading={texts.loading}
        what={texts.what}
        empty={texts.empty}
        count={count}
      >
        {children}
      </PageBody>
      <PageNav label={texts.pagesLabel} cursors={cursors} onPrevious={onPrevious} onNext={onNext} />
    </>
  );
}
