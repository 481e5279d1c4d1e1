import { LoadFailed } from '../../../components/load-failed';
import { ModalDialog } from '../../../components/modal-dialog';
import { useEventLogStore } from './event-log-store';
import { EventHistoryList } from './event-history-list';
import { DialogClose } from '../shared/dialog-close';
import { LoadingLine } from '../../../components/loading-line';

/** One stream's full history by version, each event's data as indented JSON. */
export function StreamHistory() {
  const stream = useEventLogStore((state) => state.stream);
  const openStream = useEventLogStore((state) => state.openStream);
  const closeStream = useEventLogStore((state) => state.closeStream);
  if (stream === null) return null;

  return (
    <ModalDialog title={`Stream ${stream.streamId}`} onDismiss={closeStream}>
      {stream.load === 'loading' && <LoadingLine text="Loading the stream's history..." />}
      {stream.load === 'failed' && (
        <LoadFailed what="this stream" onRetry={() => void openStream(stream.streamId)} />
      )}
      {stream.load === 'ready' && <EventHistoryList events={stream.events} />}
      <DialogClose onClose={closeStream} />
    </ModalDialog>
  );
}
