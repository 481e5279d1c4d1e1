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
import { refreshing, stopAll } from './wiring';

/**
 * Hands each live message an operator hears to the console's store it changes, while the
 * console is mounted (only operators are shown it); returns the unsubscribe.
 */
export function wireOperatorLiveUpdates(): () => void {
  return stopAll([
    onLiveMessage('profile-changes.changed', refreshing(useProfileChangesStore)),
    onLiveMessage('nanny.credential', refreshing(useCredentialChecksStore)),
    onLiveMessage('queue.changed', () => {
      void useOperatorStore.getState().refreshQueue();
    }),
    onLiveMessage('booking.changed', ({ bookingId }) => {
      useBookingsStore.getState().applyBookingChange(bookingId);
    }),
    onLiveMessage('message-reports.changed', refreshing(useMessageReportsStore)),
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
    onLiveMessage('review.changed', refreshing(useSessionReviewsStore)),
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
    }),
    // Progress sent while the socket was away is not caught up on: the replay store asks where
    // the run stands.
    onLiveFreshStart(
      refreshing(
        useEventLogStore,
        useProfileChangesStore,
        useCredentialChecksStore,
        useOperatorIncidentsStore,
        useOperatorEarningsStore,
        useOperatorPaymentsStore,
        useBookingsStore,
        useMessageReportsStore,
        useSessionReviewsStore,
        useReplayStore,
      ),
    ),
  ]);
}
