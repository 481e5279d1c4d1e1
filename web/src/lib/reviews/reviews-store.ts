import { create } from 'zustand';
import { latestRequestPerKey } from '../latest-request';
import { fetchSessionReviews, type SessionReviews } from './reviews-api';

export interface ReviewsState {
  /** The reviews of the sessions whose cards show them, by booking id. */
  byBooking: Record<string, SessionReviews>;
  /** Fetches a session's reviews unless held already. */
  show: (bookingId: string) => Promise<void>;
  /** Fetches them again (a live change, or an answer); ignores sessions not shown. */
  refresh: (bookingId: string) => Promise<void>;
  refreshAll: () => Promise<void>;
  /** Puts what the server answered to a review or a reply. */
  put: (bookingId: string, reviews: SessionReviews) => void;
  reset: () => void;
}

export const useReviewsStore = create<ReviewsState>()((set, get) => {
  const latest = latestRequestPerKey<string>();
  const put = (bookingId: string, reviews: SessionReviews) =>
    set({ byBooking: { ...get().byBooking, [bookingId]: reviews } });
  const fetchFor = (bookingId: string) =>
    latest.of(bookingId).run(
      () => fetchSessionReviews(bookingId),
      (reviews) => put(bookingId, reviews),
      () => undefined,
    );
  return {
    byBooking: {},
    show: (bookingId) =>
      get().byBooking[bookingId] === undefined ? fetchFor(bookingId) : Promise.resolve(),
    refresh: (bookingId) =>
      get().byBooking[bookingId] === undefined ? Promise.resolve() : fetchFor(bookingId),
    refreshAll: async () => {
      await Promise.all(Object.keys(get().byBooking).map(fetchFor));
    },
    put,
    reset: () => {
      latest.dropAll();
      set({ byBooking: {} });
    },
  };
});
