import {
  useBookingStore,
  useCardStore,
  useDirectoryStore,
  usePaymentsStore,
  useSavedSearchesStore,
} from '../../features/parents';
import { onLiveFreshStart, onLiveMessage } from '../../lib/live';
import { wirePartyLiveUpdates } from './party-live';
import { refreshing, stopAll } from './wiring';

/**
 * Hands each live message a parent hears to the store it changes, while her dashboard is
 * mounted (only she is shown it); returns the unsubscribe.
 */
export function wireParentLiveUpdates(): () => void {
  return stopAll([
    wirePartyLiveUpdates(),
    // Her card under this parent's search is asked for: inserted, replaced or removed.
    onLiveMessage('directory.changed', ({ nannyId }) => {
      void useDirectoryStore.getState().applyChange(nannyId);
    }),
    onLiveMessage('search.alert', (match) => {
      useSavedSearchesStore.getState().noteMatch(match);
    }),
    onLiveMessage('booking.changed', refreshing(useBookingStore)),
    // A new ledger line or a charge's answer: the parent's charges and her card's state.
    onLiveMessage('earnings.changed', refreshing(usePaymentsStore, useCardStore)),
    // Her card was refused: said at once, without waiting for the charges to be fetched again.
    onLiveMessage('payment.failed', ({ chargeId, failure, totalCents }) => {
      useCardStore.getState().paymentFailed({ chargeId, failure, totalCents });
    }),
    // A first connection cannot resume, and a resync means the hub could not: what was loaded
    // may have missed a change, so fetch it again (each store keeps what it shows while it does).
    onLiveFreshStart(
      refreshing(
        useDirectoryStore,
        useSavedSearchesStore,
        useBookingStore,
        usePaymentsStore,
        useCardStore,
      ),
    ),
  ]);
}
