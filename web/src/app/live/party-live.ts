import { usePlanChangesStore } from '../../features/care-plans';
import { useIncidentsStore } from '../../lib/incidents';
import { onLiveFreshStart, onLiveMessage } from '../../lib/live';
import { useMessagesStore } from '../../lib/messages';
import { useReviewsStore } from '../../lib/reviews';
import { refreshing, stopAll } from './wiring';

/**
 * What a booking's two parties (a parent or a nanny) hear alike: their conversations and the
 * reports on their bookings. Returns the unsubscribe.
 */
export function wirePartyLiveUpdates(): () => void {
  return stopAll([
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
    // An accepted booking shows the contact details its conversation held back.
    onLiveMessage('booking.changed', refreshing(useMessagesStore)),
    // The family changed a booked child's plan: that booking's plans are fetched again.
    onLiveMessage('care-plan.changed', ({ bookingId }) => {
      usePlanChangesStore.getState().changed(bookingId);
    }),
    // Both parties' cards show a booking's reports; the store ignores bookings it does not show.
    onLiveMessage('incident.changed', ({ bookingId }) => {
      void useIncidentsStore.getState().refresh(bookingId);
    }),
    // A review written, revealed, replied to or decided: the session's panel fetches again.
    onLiveMessage('review.changed', ({ bookingId }) => {
      void useReviewsStore.getState().refresh(bookingId);
    }),
    // Its 14 days ended: the one review written is shown now (no event records that).
    onLiveMessage('review.revealed', ({ bookingId }) => {
      void useReviewsStore.getState().refresh(bookingId);
    }),
    onLiveFreshStart(() => {
      void useReviewsStore.getState().refreshAll();
      void useIncidentsStore.getState().refreshAll();
      void useMessagesStore.getState().refresh();
    }),
  ]);
}
