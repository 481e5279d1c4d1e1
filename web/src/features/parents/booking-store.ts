import { create } from 'zustand';
import { fetchBookings, requestBooking } from './parent-api';
import type { BookingRequest, NewBooking } from './parent-types';

export type BookingsLoad = 'loading' | 'ready' | 'failed';

export interface BookingState {
  load: BookingsLoad;
  /** The parent's own requests, newest first. */
  bookings: BookingRequest[];
  /** Fetches the list, forgetting whatever was held before (another parent may have used it). */
  loadBookings: () => Promise<void>;
  /** Sends one request; rejects on failure. The list is then fetched again, quietly. */
  request: (booking: NewBooking) => Promise<void>;
}

export const useBookingStore = create<BookingState>()((set) => {
  let latest = 0;

  const fetchList = async (quiet: boolean) => {
    const ticket = ++latest;
    if (!quiet) set({ load: 'loading', bookings: [] });
    try {
      const bookings = await fetchBookings();
      if (ticket === latest) set({ load: 'ready', bookings });
    } catch {
      if (ticket === latest && !quiet) set({ load: 'failed' });
    }
  };

  return {
    load: 'loading',
    bookings: [],
    loadBookings: () => fetchList(false),
    request: async (booking) => {
      await requestBooking(booking);
      // The request is sent whatever becomes of this refresh, so its failure is not the form's.
      await fetchList(true);
    },
  };
});
