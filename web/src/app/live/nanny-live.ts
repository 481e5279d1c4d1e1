import {
  useCredentialStore,
  useEarningsStore,
  useNannyBookingsStore,
  useNannyStore,
  usePayoutsStore,
} from '../../features/nannies';
import { onLiveFreshStart, onLiveMessage } from '../../lib/live';
import { wirePartyLiveUpdates } from './party-live';
import { refreshing, stopAll } from './wiring';

/**
 * Hands each live message a nanny hears to the store it changes, while her dashboard is
 * mounted (only she is shown it); returns the unsubscribe.
 */
export function wireNannyLiveUpdates(): () => void {
  return stopAll([
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
    onLiveMessage('nanny.credential', refreshing(useCredentialStore)),
    onLiveMessage('nanny.profile-change', ({ nannyId }) => {
      useNannyStore.getState().applyProfileChange(nannyId);
    }),
    // Only a booking's two parties (and operators) are sent it; she refetches the list she shows.
    onLiveMessage('booking.changed', refreshing(useNannyBookingsStore)),
    // A new ledger line: her progress, rate and totals, and her payout lines (a charge collected,
    // a transfer made). Her rate also shows on her bookings ("You would earn"), so those are
    // fetched again too.
    onLiveMessage(
      'earnings.changed',
      refreshing(useEarningsStore, usePayoutsStore, useNannyBookingsStore),
    ),
    // A first connection cannot resume, and a resync means the hub could not: what was loaded
    // may have missed a change, so fetch it again (each store keeps what it shows while it does).
    onLiveFreshStart(() => {
      void useNannyStore.getState().refreshProfile();
    }),
    onLiveFreshStart(
      refreshing(useCredentialStore, useNannyBookingsStore, useEarningsStore, usePayoutsStore),
    ),
  ]);
}
