import { create } from 'zustand';
import { shownFetch } from '../../lib/latest-request';
import { sameData } from '../../lib/same-data';
import type { Load } from '../../lib/load-state';
import { fetchNannyBookings, answerNannyBooking, answerNannySeries } from './nanny-bookings-api';
import type { NannySeriesAction } from './nanny-bookings-api';
import type { NannyAnswerBody, NannyBookingAction, NannyBookings } from './nanny-bookings-api';

export interface NannyBookingsState extends NannyBookings {
  load: Load;
  /** Fetches her bookings, forgetting what was held before (another nanny may have used it). */
  loadBookings: () => Promise<void>;
  /** Fetches them again keeping what is shown: a live change, a fresh socket, an answer. */
  refresh: () => Promise<void>;
  /** Accepts, declines, cancels or records hours; answers the server's message. */
  answer: (id: string, action: NannyBookingAction, body: NannyAnswerBody) => Promise<string>;
  /** Answers a weekly series as a whole; answers the server's message. */
  answerSeries: (seriesId: string, action: NannySeriesAction, reason: string) => Promise<string>;
}

const none: NannyBookings = { requests: [], upcoming: [], past: [], rateCents: 0 };

export const useNannyBookingsStore = create<NannyBookingsState>()((set, get) => {
  const fetchLists = shownFetch(
    fetchNannyBookings,
    (lists) => {
      const { load, requests, upcoming, past, rateCents } = get();
      const shown = { requests, upcoming, past, rateCents };
      if (load === 'ready' && sameData(shown, { ...shown, ...lists })) return;
      set({ load: 'ready', ...lists });
    },
    (load) => set(load === 'loading' ? { load, ...none } : { load }),
  );

  return {
    load: 'loading',
    ...none,
    loadBookings: () => fetchLists(false),
    refresh: () => fetchLists(get().load !== 'failed'),
    answer: async (id, action, body) => {
      const { message } = await answerNannyBooking(id, action, body);
      // An answer moves a booking between lists (and may decline others): fetch them all.
      await fetchLists(true);
      return message;
    },
    answerSeries: async (seriesId, action, reason) => {
      const { message } = await answerNannySeries(seriesId, action, reason);
      await fetchLists(true);
      return message;
    },
  };
});
