import { ColumnHeads } from '../shared/column-heads';
import { useEventLogStore } from './event-log-store';
import { actorOf } from './event-query';
import type { LogEvent } from './log-types';
import { formatInstant } from '../../../lib/date-format';

/** One page of events, oldest first; a stream id opens that stream's whole history. */
export function EventTable({ events }: { events: readonly LogEvent[] }) {
  const openStream = useEventLogStore((state) => state.openStream);
  return (
    // On a phone each row stacks into a small card (operator-console.css); the explicit roles
    // keep it a table for assistive technology once its display is no longer a table's.
    <div className="table-scroll" role="region" aria-label="Events" tabIndex={0}>
      <table className="data-table data-table--stack event-table" role="table">
        <ColumnHeads names={['Position', 'Recorded at', 'Stream', 'Type', 'Version', 'Actor']} />
        <tbody role="rowgroup">
          {events.map((event) => (
            <tr key={event.position} role="row">
              <td role="cell" data-label="Position" className="data-table__number">
                {event.position}
              </td>
              <td role="cell" data-label="Recorded at">
                {formatInstant(event.recordedAt, 'dateTime', 'reader')}
              </td>
              <td role="cell" data-label="Stream" className="event-table__stream">
                <button
                  type="button"
                  className="link-button"
                  aria-haspopup="dialog"
                  onClick={() => void openStream(event.streamId)}
                >
                  {event.streamId}
                </button>
              </td>
              <td role="cell" data-label="Type">
                {event.type}
              </td>
              <td role="cell" data-label="Version" className="data-table__number">
                {event.version}
              </td>
              <td role="cell" data-label="Actor" className="event-table__actor">
                {actorOf(event, { shortId: true })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
