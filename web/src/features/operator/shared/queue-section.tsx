import { useId } from 'react';
import type { ReactNode, RefObject } from 'react';
import { LiveAlert } from '../../../components/live-alert';
import type { AlertMessage } from '../../../components/live-alert';
import { LoadFailed } from '../../../components/load-failed';
import type { TabLoad } from '../../../lib/load-state';
import { useLoadOnShow } from '../../../lib/use-load-on-show';
import { LoadingLine } from '../../../components/loading-line';

interface QueueSectionProps {
  title: string;
  /** Classes beside `card queue`, for a queue's own layout. */
  className?: string;
  /** The heading that takes focus when a decided item leaves the list (useDoneNotice). */
  heading?: RefObject<HTMLHeadingElement | null>;
  explanation?: string;
  notice?: AlertMessage | null;
  load: TabLoad;
  loading: string;
  /** What failed to load, for Try again. */
  what: string;
  /** Asks for the list: on mount, and again on Try again. */
  open: () => Promise<void>;
  /** What the queue shows once it has loaded. */
  children: ReactNode;
  /** Shown below the list whatever its state (a queue's second part with its own fetch). */
  after?: ReactNode;
}

/**
 * An operator's queue: its heading, what it is for, the notice of the last decision, then
 * loading, Try again, or the list; the list is asked for when the queue is first shown.
 */
export function QueueSection({
  title,
  className,
  heading,
  explanation,
  notice,
  load,
  loading,
  what,
  open,
  children,
  after,
}: QueueSectionProps) {
  const headingId = useId();
  useLoadOnShow(open);
  return (
    <section
      className={`card queue${className ? ` ${className}` : ''}`}
      aria-labelledby={headingId}
    >
      <h2 id={headingId} ref={heading} tabIndex={heading ? -1 : undefined} className="queue__title">
        {title}
      </h2>
      {explanation && <p className="form__hint queue__explanation">{explanation}</p>}
      {notice !== undefined && <LiveAlert alert={notice} />}
      {(load === 'idle' || load === 'loading') && <LoadingLine text={loading} />}
      {load === 'failed' && <LoadFailed what={what} onRetry={() => void open()} />}
      {load === 'ready' && children}
      {after}
    </section>
  );
}

interface QueueListProps<T> {
  /** Names the list; with `subtitle`, also shown as its heading. */
  label: string;
  subtitle?: boolean;
  items: readonly T[];
  empty: string;
  keyOf: (item: T) => string;
  render: (item: T) => ReactNode;
}

/** A queue's items, or the sentence saying there are none; under a subtitle of its own. */
export function QueueList<T>({ label, subtitle, items, empty, keyOf, render }: QueueListProps<T>) {
  return (
    <>
      {subtitle && <h3 className="queue__subtitle">{label}</h3>}
      {items.length === 0 ? (
        <p className="queue__empty">{empty}</p>
      ) : (
        <ul className="queue__list" aria-label={label}>
          {items.map((item) => (
            <li key={keyOf(item)}>{render(item)}</li>
          ))}
        </ul>
      )}
    </>
  );
}

interface OpenAndDecidedProps<T> {
  texts: { openTitle: string; noneOpen: string; decidedTitle: string; noneDecided: string };
  open: readonly T[];
  decided: readonly T[];
  keyOf: (item: T) => string;
  render: (item: T) => ReactNode;
}

/** A queue in two parts: what is still to decide, then what was decided. */
export function OpenAndDecided<T>({ texts, open, decided, keyOf, render }: OpenAndDecidedProps<T>) {
  const part = (label: string, items: readonly T[], empty: string) => (
    <QueueList label={label} subtitle items={items} empty={empty} keyOf={keyOf} render={render} />
  );
  return (
    <>
      {part(texts.openTitle, open, texts.noneOpen)}
      {part(texts.decidedTitle, decided, texts.noneDecided)}
    </>
  );
}
