import { Cell, StackedTable } from '../shared/data-table';
import { useEventLogStore } from './event-log-store';
import { actorOf } from './event-query';
import type { LogEvent } from './log-types';
import { formatInstant } from '../../../lib/date-format';

/** One page of events, oldest first; a stream id opens that stream's whole history. */
export function EventTable({ events }: { events: readonly LogEvent[] }) {
  const openStream = useEventLogStore((state) => state.openStream);
  return (
    <StackedTable
      label="Events"
      columns={['Position', 'Recorded at', 'Stream', 'Type', 'Version', 'Actor']}
      className="event-table"
    >
      {events.map((event) => (
        <tr key={event.position} role="row">
          <Cell label="Position" className="data-table__number">
            {event.position}
          </Cell>
          <Cell label="Recorded at">{formatInstant(event.recordedAt, 'dateTime', 'reader')}</Cell>
          <Cell label="Stream" className="event-table__stream">
            <button
              type="button"
              className="link-button"
              aria-haspopup="dialog"
              onClick={() => void openStream(event.streamId)}
            >
              {event.streamId}
            </button>
          </Cell>
          <Cell label="Type">{event.type}</Cell>
          <Cell label="Version" className="data-table__number">
            {event.version}
          </Cell>
          <Cell label="Actor" className="event-table__actor">
            {actorOf(event, { shortId: true })}
          </Cell>
        </tr>
      ))}
    </StackedTable>
  );
}
