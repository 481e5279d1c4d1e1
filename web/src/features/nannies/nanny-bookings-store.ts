import { create } from 'zustand';
import { fetchNannyBookings, answerNannyBooking } from './nanny-bookings-api';
import type { NannyAnswerBody, NannyBookingAction, NannyBookings } from './nanny-bookings-api';

export type BookingsLoad = 'loading' | 'ready' | 'failed';

export interface NannyBookingsState extends NannyBookings {
  load: BookingsLoad;
  /** Fetches her bookings, forgetting what was held before (another nanny may have used it). */
  loadBookings: () => Promise<void>;
  /** Fetches them again keeping what is shown: a live change, a fresh socket, an answer. */
  refresh: () => Promise<void>;
  /** Accepts, declines, cancels or records hours; answers the server's message. */
  answer: (id: string, action: NannyBookingAction, body: NannyAnswerBody) => Promise<string>;
}

const none: NannyBookings = { requests: [], upcoming: [], past: [], rateCents: 0 };

export const useNannyBookingsStore = create<NannyBookingsState>()((set, get) => {
  // Only the newest fetch may land, so a slow answer never replaces a newer one.
  let latest = 0;
  const fetchLists = async (quiet: boolean) => {
    const ticket = ++latest;
    if (!quiet) set({ load: 'loading', ...none });
    try {
      const lists = await fetchNannyBookings();
      if (ticket === latest) set({ load: 'ready', ...lists });
    } catch {
      if (ticket === latest && !quiet) set({ load: 'failed' });
    }
  };

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
  };
});
