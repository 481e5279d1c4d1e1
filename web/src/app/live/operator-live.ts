import {
  useBookingsStore,
  useCredentialChecksStore,
  useEventLogStore,
  useMessageReportsStore,
  useOperatorEarningsStore,
  useOperatorIncidentsStore,
  useOperatorPaymentsStore,
  useOperatorStore,
  useProfileChangesStore,
  useReplayStore,
  useSessionReviewsStore,
} from '../../features/operator';
import { onLiveFreshStart, onLiveMessage } from '../../lib/live';
import { progressOf } from '@shared/replay-progress';

/**
 * Hands each live message an operator hears to the console's store it changes, while the
 * console is mounted (only operators are shown it); returns the unsubscribe.
 */
export function wireOperatorLiveUpdates(): () => void {
  const stops = [
    onLiveMessage('profile-changes.changed', () => {
      void useProfileChangesStore.getState().refresh();
    }),
    onLiveMessage('nanny.credential', () => {
      void useCredentialChecksStore.getState().refresh();
    }),
    onLiveMessage('queue.changed', () => {
      void useOperatorStore.getState().refreshQueue();
    }),
    onLiveMessage('booking.changed', ({ bookingId }) => {
      useBookingsStore.getState().applyBookingChange(bookingId);
    }),
    onLiveMessage('message-reports.changed', () => {
      void useMessageReportsStore.getState().refresh();
    }),
    onLiveMessage('earnings.changed', ({ nannyId, parentId }) => {
      useOperatorEarningsStore.getState().applyEarningsChange(nannyId, parentId);
      // The Payments section's charges, failures and refunds move with the ledger.
      void useOperatorPaymentsStore.getState().refresh();
    }),
    // A decision changes her clean count without a ledger line: an open ledger refetches too.
    onLiveMessage('incident.changed', () => {
      useOperatorIncidentsStore.getState().applyIncidentChange();
    }),
    // The Session reviews queue is live: a review written or decided moves it.
    onLiveMessage('review.changed', () => {
      void useSessionReviewsStore.getState().refresh();
    }),
    onLiveMessage('log.appended', () => {
      useEventLogStore.getState().noteNewEvent();
    }),
    // A replay and verify run going on, started by any operator: the console's progress bar.
    onLiveMessage('replay.progress', (message) => {
      useReplayStore.getState().applyProgress(progressOf(message));
    }),
    // A first connection cannot resume, and a resync means the hub could not: what was loaded
    // may have missed a change, so fetch it again (each store keeps what it shows while it does).
    onLiveFreshStart(() => {
      void useOperatorStore.getState().refreshQueue();
      void useEventLogStore.getState().refresh();
      void useProfileChangesStore.getState().refresh();
      void useCredentialChecksStore.getState().refresh();
      void useOperatorIncidentsStore.getState().refresh();
      void useOperatorEarningsStore.getState().refresh();
      void useOperatorPaymentsStore.getState().refresh();
      void useBookingsStore.getState().refresh();
      void useMessageReportsStore.getState().refresh();
      void useSessionReviewsStore.getState().refresh();
      // Progress sent while the socket was away is not caught up on: ask where the run stands.
      void useReplayStore.getState().refresh();
    }),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
