import { useRef } from 'react';
import type { ReactNode } from 'react';
import { FormMessage } from '../../../components/form-message';
import { LoadFailed } from '../../../components/load-failed';
import type { Load } from '../../../lib/load-state';

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
      {load === 'loading' && (
        <p className="loading" role="status">
          {loading}
        </p>
      )}
      {load === 'failed' && refusal !== null && <FormMessage error={refusal} />}
      {load === 'failed' && refusal === null && <LoadFailed what={what} onRetry={onRetry} />}
      {load === 'ready' && count === 0 && <p className="event-log__empty">{empty}</p>}
      {load === 'ready' && count > 0 && children}
    </>
  );
}
