import {
  useCredentialStore,
  useEarningsStore,
  useNannyBookingsStore,
  useNannyStore,
  usePayoutsStore,
} from '../../features/nannies';
import { onLiveFreshStart, onLiveMessage } from '../../lib/live';
import { wirePartyLiveUpdates } from './party-live';

/**
 * Hands each live message a nanny hears to the store it changes, while her dashboard is
 * mounted (only she is shown it); returns the unsubscribe.
 */
export function wireNannyLiveUpdates(): () => void {
  const stops = [
    wirePartyLiveUpdates(),
    onLiveMessage('nanny.status', ({ nannyId, status, rejectionReason }) => {
      useNannyStore.getState().applyStatus(nannyId, status, rejectionReason);
    }),
    onLiveMessage('nanny.background-check', ({ nannyId, status, rejectionReason }) => {
      useNannyStore.getState().applyBackgroundCheck(nannyId, status, rejectionReason);
    }),
    onLiveMessage('nanny.cpr-first-aid', ({ nannyId, status, validUntil, rejectionReason }) => {
      useNannyStore.getState().applyCprFirstAid(nannyId, { status, validUntil, rejectionReason });
    }),
    onLiveMessage('nanny.credential', () => {
      void useCredentialStore.getState().refresh();
    }),
    onLiveMessage('nanny.profile-change', ({ nannyId }) => {
      useNannyStore.getState().applyProfileChange(nannyId);
    }),
    // Only a booking's two parties (and operators) are sent it; she refetches the list she shows.
    onLiveMessage('booking.changed', () => {
      void useNannyBookingsStore.getState().refresh();
    }),
    // A new ledger line: her progress, rate and totals, and her payout lines (a charge collected,
    // a transfer made). Her rate also shows on her bookings ("You would earn"), so those are
    // fetched again too.
    onLiveMessage('earnings.changed', () => {
      void useEarningsStore.getState().refresh();
      void usePayoutsStore.getState().refresh();
      void useNannyBookingsStore.getState().refresh();
    }),
    // A first connection cannot resume, and a resync means the hub could not: what was loaded
    // may have missed a change, so fetch it again (each store keeps what it shows while it does).
    onLiveFreshStart(() => {
      void useNannyStore.getState().refreshProfile();
      void useCredentialStore.getState().refresh();
      void useNannyBookingsStore.getState().refresh();
      void useEarningsStore.getState().refresh();
      void usePayoutsStore.getState().refresh();
    }),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
