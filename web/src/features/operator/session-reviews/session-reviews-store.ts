import { create } from 'zustand';
import { decisionQueue, type DecisionQueueState } from '../shared/decision-queue';
import { decideReview, fetchQueuedReviews, type QueuedReview } from './session-reviews-api';

/**
 * Reviews to look at (`open`: 3 stars or less, an incident, hidden contacts or names, oldest
 * first) and decided ones (`decided`: newest decision first). A live `review.changed` refreshes.
 */
export interface SessionReviewsState extends DecisionQueueState<QueuedReview> {
  decide: (bookingId: string, decision: 'keep' | 'hide', reason: string | null) => Promise<string>;
}

export const useSessionReviewsStore = create<SessionReviewsState>()((set, get) => {
  const { fetchBoth, initial } = decisionQueue(fetchQueuedReviews, set, get);
  return {
    ...initial,
    decide: async (bookingId, decision, reason) => {
      const { message } = await decideReview(bookingId, { decision, reason });
      await fetchBoth(true);
      return message;
    },
  };
});
