import { useEffect, useId, useRef } from 'react';
import { FormMessage } from '../../components/form-message';
import { LoadFailed } from '../../components/load-failed';
import { EventFiltersForm } from './event-filters-form';
import { useEventLogStore } from './event-log-store';
import { exportPath } from './event-query';
import { EventTable } from './event-table';
import { NewEventsHint } from './new-events-hint';
import { operatorMessages } from './operator-messages';
import { PageNav } from './page-nav';
import { StreamHistory } from './stream-history';

/** Every event by position, filtered by stream, type and time; one stream's history on demand. */
export function EventLog() {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const load = useEventLogStore((state) => state.load);
  const refusal = useEventLogStore((state) => state.refusal);
  const events = useEventLogStore((state) => state.events);
  const filters = useEventLogStore((state) => state.filters);
  const cursors = useEventLogStore((state) => state.cursors);
  const openFirst = useEventLogStore((state) => state.openFirst);
  const reload = useEventLogStore((state) => state.reload);
  const next = useEventLogStore((state) => state.next);
  const previous = useEventLogStore((state) => state.previous);

  useEffect(() => {
    void openFirst();
  }, [openFirst]);

  const turn = (move: () => Promise<void>) => {
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView({ block: 'start' });
    void move();
  };

  return (
    <section className="card event-log" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1} className="event-log__title">
        Event log
      </h2>
      <EventFiltersForm />
      <div className="event-log__bar">
        <NewEventsHint />
        <a
          className="button button--secondary button--small event-log__export"
          href={exportPath(filters)}
          download
        >
          Export NDJSON
        </a>
      </div>
      {load === 'loading' && (
        <p className="loading" role="status">
          {operatorMessages.loadingEvents}
        </p>
      )}
      {load === 'failed' && refusal !== null && <FormMessage error={refusal} />}
      {load === 'failed' && refusal === null && (
        <LoadFailed what="the event log" onRetry={() => void reload()} />
      )}
      {load === 'ready' && events.length === 0 && (
        <p className="event-log__empty">{operatorMessages.noEvents}</p>
      )}
      {load === 'ready' && events.length > 0 && <EventTable events={events} />}
      <PageNav
        label="Event log pages"
        cursors={cursors}
        onPrevious={() => turn(previous)}
        onNext={() => turn(next)}
      />
      <StreamHistory />
    </section>
  );
}
