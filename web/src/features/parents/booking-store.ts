import { create } from 'zustand';
import { latestRequest, shownFetch } from '../../lib/latest-request';
import type { TabLoad } from '../../lib/load-state';
import { withBookingReplaced, type Booking } from '../../lib/bookings';
import {
  answerBooking,
  cancelBookingSeries,
  fetchBookings,
  requestBooking,
  requestBookingSeries,
} from './parent-api';
import type { NewBookingSeries } from './parent-api';
import type { ParentAnswerBody, ParentBookingAction } from './parent-api';
import type { NewBooking } from './parent-types';

export interface BookingState {
  /** 'idle' until the Bookings tab first asks: a live message or a fresh socket then fetches nothing. */
  load: TabLoad;
  /** The parent's own bookings, newest first. */
  bookings: Booking[];
  /** Fetches the list, forgetting whatever was held before (another parent may have used it). */
  loadBookings: () => Promise<void>;
  /** Fetches the list again keeping what is shown (a live change, a fresh socket), once asked. */
  refresh: () => Promise<void>;
  /** Sends one request; rejects on failure. The list is then fetched again, quietly. */
  request: (booking: NewBooking) => Promise<string>;
  /** Sends a weekly series (each date a request); rejects on failure. */
  requestSeries: (series: NewBookingSeries) => Promise<string>;
  /** Cancels a series' dates not yet started; answers the server's message. */
  cancelSeries: (seriesId: string, reason: string) => Promise<string>;
  /** Cancels, reports a no-show, confirms or disputes; answers the server's message. */
  answer: (id: string, action: ParentBookingAction, body: ParentAnswerBody) => Promise<string>;
}

export const useBookingStore = create<BookingState>()((set, get) => {
  const latest = latestRequest();
  const fetchList = shownFetch(
    fetchBookings,
    (bookings) => set({ load: 'ready', bookings }),
    (load) => set(load === 'loading' ? { load, bookings: [] } : { load }),
    latest,
  );

  return {
    load: 'idle',
    bookings: [],
    loadBookings: () => fetchList(false),
    refresh: () => {
      const load = get().load;
      if (load === 'idle') return Promise.resolve();
      return fetchList(load !== 'failed');
    },
    request: async (booking) => {
      const { message } = await requestBooking(booking);
      // The request is sent whatever becomes of this refresh, so its failure is not the form's.
      await fetchList(true);
      return message;
    },
    requestSeries: async (series) => {
      const { message } = await requestBookingSeries(series);
      await fetchList(true);
      return message;
    },
    cancelSeries: async (seriesId, reason) => {
      const { message } = await cancelBookingSeries(seriesId, reason);
      latest.drop();
      await fetchList(true);
      return message;
    },
    answer: async (id, action, body) => {
      const { message, booking } = await answerBooking(id, action, body);
      // A quiet fetch already on its way may have read the list before this answer.
      latest.drop();
      set({ bookings: withBookingReplaced(get().bookings, booking) });
      return message;
    },
  };
});
