import { useId } from 'react';
import { EventFiltersForm } from './event-filters-form';
import { useEventLogStore } from './event-log-store';
import { exportPath } from './event-query';
import { EventTable } from './event-table';
import { NewEventsHint } from './new-events-hint';
import { logMessages } from './log-messages';
import { FilteredPages, useFilteredPages } from '../shared/paged-list';
import type { FilteredPagesTexts } from '../shared/paged-list';
import { StreamHistory } from './stream-history';

const pageTexts: FilteredPagesTexts = {
  loading: logMessages.loading,
  what: 'the event log',
  empty: logMessages.none,
  pagesLabel: 'Event log pages',
};

/** Every event by position, filtered by stream, type and time; one stream's history on demand. */
export function EventLog() {
  const headingId = useId();
  const { heading, pages } = useFilteredPages(useEventLogStore);
  const events = useEventLogStore((state) => state.events);
  const filters = useEventLogStore((state) => state.filters);

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
      <FilteredPages pages={pages} texts={pageTexts} count={events.length}>
        <EventTable events={events} />
      </FilteredPages>
      <StreamHistory />
    </section>
  );
}
