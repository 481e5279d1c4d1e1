import { actorOf } from './event-query';
import type { LogEvent } from './log-types';
import { formatInstant } from '../../../lib/date-format';

/** A stream's events by version, each with its data as indented JSON (the log's own view). */
export function EventHistoryList({ events }: { events: readonly LogEvent[] }) {
  return (
    <ol className="stream-history" aria-label="Events of this stream">
      {events.map((event) => (
        <li key={event.position} className="stream-history__event">
          <h3 className="stream-history__type">
            Version {event.version}: {event.type}
          </h3>
          <p className="form__hint">
            Position {event.position} · {formatInstant(event.recordedAt, 'dateTime', 'reader')} ·{' '}
            {actorOf(event)}
          </p>
          {/* Long data scrolls sideways; focusable, so a keyboard can scroll it too. */}
          <pre className="stream-history__data" tabIndex={0}>
            {JSON.stringify(event.data, null, 2)}
          </pre>
        </li>
      ))}
    </ol>
  );
}
