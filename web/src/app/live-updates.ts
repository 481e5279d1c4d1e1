import {
  useBookingStore,
  useDirectoryStore,
  useCardStore,
  usePaymentsStore,
  useSavedSearchesStore,
} from '../features/parents';
import {
  useEarningsStore,
  useNannyBookingsStore,
  useNannyStore,
  usePayoutsStore,
} from '../features/nannies';
import {
  useBookingsStore,
  useEventLogStore,
  useOperatorStore,
  useProfileChangesStore,
  useOperatorEarningsStore,
  useOperatorIncidentsStore,
  useOperatorPaymentsStore,
  useMessageReportsStore,
  useReplayStore,
} from '../features/operator';
import { showLoggedOut } from '../features/accounts';
import { useIncidentsStore } from '../lib/incidents';
import { onLiveFreshStart, onLiveMessage, onLiveSessionEnded } from '../lib/live';
import { useMessagesStore } from '../lib/messages';
import { useSessionStore } from '../lib/session';
import { progressOf } from '@shared/replay-progress';

const signedInRole = () => useSessionStore.getState().user?.role;

/**
 * Hands each live message to the feature store it changes; returns the unsubscribe. Features
 * never import each other or the socket, so the mapping lives here, where they are composed.
 */
export function wireLiveUpdates(): () => void {
  const stops = [
    onLiveMessage('nanny.status', ({ nannyId, status, rejectionReason }) => {
      useNannyStore.getState().applyStatus(nannyId, status, rejectionReason);
    }),
    onLiveMessage('nanny.background-check', ({ nannyId, status, rejectionReason }) => {
      useNannyStore.getState().applyBackgroundCheck(nannyId, status, rejectionReason);
    }),
    onLiveMessage('nanny.cpr-first-aid', ({ nannyId, status, validUntil, rejectionReason }) => {
      useNannyStore.getState().applyCprFirstAid(nannyId, { status, validUntil, rejectionReason });
    }),
    // Her card under this parent's search is asked for: inserted, replaced or removed.
    onLiveMessage('directory.changed', ({ nannyId }) => {
      if (signedInRole() === 'parent') void useDirectoryStore.getState().applyChange(nannyId);
    }),
    onLiveMessage('search.alert', (match) => {
      useSavedSearchesStore.getState().noteMatch(match);
    }),
    onLiveMessage('nanny.profile-change', ({ nannyId }) => {
      useNannyStore.getState().applyProfileChange(nannyId);
    }),
    onLiveMessage('profile-changes.changed', () => {
      void useProfileChangesStore.getState().refresh();
    }),
    onLiveMessage('queue.changed', () => {
      void useOperatorStore.getState().refreshQueue();
    }),
    // Only a booking's two parties (and operators) are sent it; each refetches the list it shows.
    onLiveMessage('booking.changed', ({ bookingId }) => {
      const role = signedInRole();
      if (role === 'parent') void useBookingStore.getState().refresh();
      if (role === 'nanny') void useNannyBookingsStore.getState().refresh();
      if (role === 'operator') useBookingsStore.getState().applyBookingChange(bookingId);
      // An accepted booking shows the contact details its conversation held back.
      if (role === 'parent' || role === 'nanny') void useMessagesStore.getState().refresh();
    }),
    // Only a conversation's two parties are sent these: a new message, "Seen", a block.
    onLiveMessage('message.received', ({ conversationId }) => {
      useMessagesStore.getState().applyConversationChange(conversationId);
    }),
    onLiveMessage('conversation.read', ({ conversationId }) => {
      useMessagesStore.getState().applyConversationChange(conversationId);
    }),
    onLiveMessage('conversation.changed', ({ conversationId }) => {
      useMessagesStore.getState().applyConversationChange(conversationId);
    }),
    onLiveMessage('message-reports.changed', () => {
      if (signedInRole() === 'operator') void useMessageReportsStore.getState().refresh();
    }),
    // A new ledger line: her progress, rate and totals, or the parent's charges. Her rate also
    // shows on her bookings ("You would earn"), so those are fetched again too.
    onLiveMessage('earnings.changed', ({ nannyId, parentId }) => {
      const role = signedInRole();
      if (role === 'operator') {
        useOperatorEarningsStore.getState().applyEarningsChange(nannyId, parentId);
        void useOperatorPaymentsStore.getState().refresh();
      }
      if (role === 'parent') {
        void usePaymentsStore.getState().refresh();
        void useCardStore.getState().refresh();
      }
      if (role === 'nanny') {
        void useEarningsStore.getState().refresh();
        void usePayoutsStore.getState().refresh();
        void useNannyBookingsStore.getState().refresh();
      }
    }),
    // Both parties' cards show a booking's reports; the store ignores bookings it does not show.
    onLiveMessage('incident.changed', ({ bookingId }) => {
      const role = signedInRole();
      // A decision changes her clean count without a ledger line: an open ledger refetches too.
      if (role === 'operator') useOperatorIncidentsStore.getState().applyIncidentChange();
      if (role === 'parent' || role === 'nanny') {
        void useIncidentsStore.getState().refresh(bookingId);
      }
    }),
    onLiveMessage('log.appended', () => {
      useEventLogStore.getState().noteNewEvent();
    }),
    // A replay and verify run going on, started by any operator: the console's progress bar.
    onLiveMessage('replay.progress', (message) => {
      if (signedInRole() === 'operator')
        useReplayStore.getState().applyProgress(progressOf(message));
    }),
    // A first connection cannot resume, and a resync means the hub could not: what was loaded
    // may have missed a change, so fetch it again (each store keeps what it shows while it does).
    onLiveFreshStart(() => {
      const role = signedInRole();
      if (role === 'nanny') {
        void useNannyStore.getState().refreshProfile();
        void useNannyBookingsStore.getState().refresh();
        void useEarningsStore.getState().refresh();
        void usePayoutsStore.getState().refresh();
        void useIncidentsStore.getState().refreshAll();
        void useMessagesStore.getState().refresh();
      }
      if (role === 'parent') {
        void useDirectoryStore.getState().refresh();
        void useSavedSearchesStore.getState().refresh();
        void useBookingStore.getState().refresh();
        void usePaymentsStore.getState().refresh();
        void useCardStore.getState().refresh();
        void useIncidentsStore.getState().refreshAll();
        void useMessagesStore.getState().refresh();
      }
      if (role === 'operator') {
        void useOperatorStore.getState().refreshQueue();
        void useEventLogStore.getState().refresh();
        void useProfileChangesStore.getState().refresh();
        void useOperatorIncidentsStore.getState().refresh();
        void useOperatorEarningsStore.getState().refresh();
        void useOperatorPaymentsStore.getState().refresh();
        void useBookingsStore.getState().refresh();
        void useMessageReportsStore.getState().refresh();
        // Progress sent while the socket was away is not caught up on: ask where the run stands.
        void useReplayStore.getState().refresh();
      }
    }),
    // Logged out in another tab, or a password change ended this session: ask the server, and
    // if it agrees, leave the dashboard for the login page with the logout notice.
    onLiveSessionEnded(() => {
      void useSessionStore
        .getState()
        .resolve()
        .then(() => {
          if (useSessionStore.getState().user === null) showLoggedOut();
        });
    }),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
