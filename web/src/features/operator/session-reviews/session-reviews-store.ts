import { create } from 'zustand';
import { latestRequest } from '../../../lib/latest-request';
import type { TabLoad } from '../../../lib/load-state';
import { decideReview, fetchQueuedReviews, type QueuedReview } from './session-reviews-api';

export interface SessionReviewsState {
  load: TabLoad;
  /** Reviews to look at (3 stars or less, an incident, hidden contacts or names), oldest first. */
  open: QueuedReview[];
  /** Decided ones, newest decision first. */
  decided: QueuedReview[];
  openFirst: () => Promise<void>;
  /** Brings both lists up to date in place (a live `review.changed`). */
  refresh: () => Promise<void>;
  decide: (bookingId: string, decision: 'keep' | 'hide', reason: string | null) => Promise<string>;
}

export const useSessionReviewsStore = create<SessionReviewsState>()((set, get) => {
  const latest = latestRequest();
  const fetchBoth = async (quiet: boolean) => {
    if (!quiet) set({ load: 'loading' });
    await latest.run(
      () => Promise.all([fetchQueuedReviews('open'), fetchQueuedReviews('decided')]),
      ([open, decided]) => set({ load: 'ready', open, decided }),
      quiet ? undefined : () => set({ load: 'failed' }),
    );
  };
  return {
    load: 'idle',
    open: [],
    decided: [],
    openFirst: () => fetchBoth(false),
    refresh: () => (get().load === 'idle' ? Promise.resolve() : fetchBoth(true)),
    decide: async (bookingId, decision, reason) => {
      const { message } = await decideReview(bookingId, { decision, reason });
      await fetchBoth(true);
      return message;
    },
  };
});
