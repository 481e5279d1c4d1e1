import { useId } from 'react';
import { EventFiltersForm } from './event-filters-form';
import { useEventLogStore } from './event-log-store';
import { exportPath } from './event-query';
import { EventTable } from './event-table';
import { NewEventsHint } from './new-events-hint';
import { logMessages } from './log-messages';
import { PageNav } from '../../../components/page-nav';
import { PageBody, usePageTurn } from '../shared/paged-list';
import { StreamHistory } from './stream-history';
import { useLoadOnShow } from '../../../lib/use-load-on-show';

/** Every event by position, filtered by stream, type and time; one stream's history on demand. */
export function EventLog() {
  const headingId = useId();
  const { heading, turn } = usePageTurn();
  const load = useEventLogStore((state) => state.load);
  const refusal = useEventLogStore((state) => state.refusal);
  const events = useEventLogStore((state) => state.events);
  const filters = useEventLogStore((state) => state.filters);
  const cursors = useEventLogStore((state) => state.cursors);
  const openFirst = useEventLogStore((state) => state.openFirst);
  const reload = useEventLogStore((state) => state.reload);
  const next = useEventLogStore((state) => state.next);
  const previous = useEventLogStore((state) => state.previous);

  useLoadOnShow(openFirst);

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
      <PageBody
        load={load}
        refusal={refusal}
        loading={logMessages.loading}
        what="the event log"
        onRetry={() => void reload()}
        empty={logMessages.none}
        count={events.length}
      >
        <EventTable events={events} />
      </PageBody>
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
