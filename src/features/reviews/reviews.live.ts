import type { LiveMapper } from '../../infra/live/live-messages.js';
import { REVIEW_EVENT_TYPES, type ReviewEvent } from './reviews.events.js';

/**
 * Operators hear of every review event (their queue is live). The parties hear only what they
 * may see: the author of her own review, and both of them when the second review reveals both;
 * a reply or a decision reaches both once shown (a decision before that reaches the author only).
 */
export const reviewsLiveMapper: LiveMapper = async (recorded, db) => {
  if (!(REVIEW_EVENT_TYPES as readonly string[]).includes(recorded.type)) return [];
  const event = recorded as unknown as ReviewEvent;
  const { bookingId, parentId, nannyId } = event.data;
  const session = await db
    .selectFrom('review_sessions')
    .select('revealed_at')
    .where('booking_id', '=', bookingId)
    .executeTakeFirst();
  const revealedBy = session?.revealed_at ?? null;
  const at =
    event.type === 'NannyReviewed' || event.type === 'FamilyReviewed'
      ? event.data.reviewedAt
      : null;
  // The second review reveals both at its own time: that instant is the session's reveal.
  const bothNow = at !== null && revealedBy !== null && revealedBy.toISOString() === at;
  const author =
    event.type === 'FamilyReviewed' || event.type === 'ReviewReplied' ? nannyId : parentId;
  const accountIds = bothNow || event.type === 'ReviewReplied' ? [parentId, nannyId] : [author];
  return [
    {
      message: { type: 'review.changed', position: recorded.position, bookingId },
      to: { roles: ['operator'], accountIds },
    },
  ];
};
