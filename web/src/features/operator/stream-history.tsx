import { LoadFailed } from '../../components/load-failed';
import { ModalDialog } from '../../components/modal-dialog';
import { useEventLogStore } from './event-log-store';
import { actorOf, formatRecordedAt } from './event-query';

/** One stream's full history by version, each event's data as indented JSON. */
export function StreamHistory() {
  const stream = useEventLogStore((state) => state.stream);
  const openStream = useEventLogStore((state) => state.openStream);
  const closeStream = useEventLogStore((state) => state.closeStream);
  if (stream === null) return null;

  return (
    <ModalDialog title={`Stream ${stream.streamId}`} onDismiss={closeStream}>
      {stream.load === 'loading' && (
        <p className="loading" role="status">
          Loading the stream&apos;s history...
        </p>
      )}
      {stream.load === 'failed' && (
        <LoadFailed what="this stream" onRetry={() => void openStream(stream.streamId)} />
      )}
      {stream.load === 'ready' && (
        <ol className="stream-history" aria-label="Events of this stream">
          {stream.events.map((event) => (
            <li key={event.position} className="stream-history__event">
              <h3 className="stream-history__type">
                Version {event.version}: {event.type}
              </h3>
              <p className="form__hint">
                Position {event.position} · {formatRecordedAt(event.recordedAt)} · {actorOf(event)}
              </p>
              <pre className="stream-history__data">{JSON.stringify(event.data, null, 2)}</pre>
            </li>
          ))}
        </ol>
      )}
      <div className="stream-history__close">
        <button type="button" className="button button--secondary" onClick={closeStream}>
          Close
        </button>
      </div>
    </ModalDialog>
  );
}
