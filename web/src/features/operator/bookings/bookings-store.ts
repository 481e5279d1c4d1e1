import { create } from 'zustand';
import { refusalText } from '../../../lib/failure-text';
import { latestRequest } from '../../../lib/latest-request';
import type { Load } from '../../../lib/load-state';
import { noBookingFilters } from './booking-query';
import type { BookingDetail, BookingFilters, OperatorBooking, Settlement } from './booking-types';
import { fetchBookingDetail, fetchBookingsPage, sendSettlement } from './bookings-api';
import { firstPageOf, withNext } from '../../../lib/paging/cursor-stack';
import { pageMoves } from '../../../lib/paging/page-moves';
import type { CursorStack } from '../../../lib/paging/cursor-stack';

/** The booking opened from the list: its details and its whole history, in a dialog. */
interface OpenBooking {
  bookingId: string;
  load: Load;
  detail: BookingDetail | null;
}

export interface BookingsState {
  /** The filters of the page shown (the form's draft lives in the form). */
  filters: BookingFilters;
  load: Load;
  /** The server's reason when it refused the filters (400, 404); null for any other failure. */
  refusal: string | null;
  bookings: OperatorBooking[];
  /** Keyset pages, newest first: each page's cursor is the `next` of the page before. */
  cursors: CursorStack<string>;
  open: OpenBooking | null;
  openFirst: () => Promise<void>;
  apply: (filters: BookingFilters) => Promise<void>;
  next: () => Promise<void>;
  previous: () => Promise<void>;
  reload: () => Promise<void>;
  /** Brings the page (and the booking open) up to date in place, keeping them on failure. */
  refresh: () => Promise<void>;
  /** The live connection calls it for each `booking.changed` message. */
  applyBookingChange: (bookingId: string) => void;
  openBooking: (bookingId: string) => Promise<void>;
  closeBooking: () => void;
  /** Settles the open booking's dispute; resolves with the server's message, rejects on refusal. */
  settle: (settlement: Settlement) => Promise<string>;
}

/** The list with one booking replaced by its newer view (it keeps its place). */
const withBooking = (bookings: OperatorBooking[], updated: OperatorBooking) =>
  bookings.map((booking) => (booking.id === updated.id ? updated : booking));

export const useBookingsStore = create<BookingsState>()((set, get) => {
  const latestPage = latestRequest();
  const latestOpen = latestRequest();

  const fetchInto = async (
    filters: BookingFilters,
    cursors: CursorStack<string>,
    quiet: boolean,
  ) => {
    if (!quiet) set({ filters, cursors, load: 'loading', refusal: null, bookings: [] });
    await latestPage.run(
      () => fetchBookingsPage(filters, cursors.current),
      (page) =>
        set({ load: 'ready', bookings: page.bookings, cursors: withNext(cursors, page.next) }),
      // 400: a filter the server refused; 404: an id that names nothing (not a well-formed id).
      quiet
        ? undefined
        : (error) => set({ load: 'failed', refusal: refusalText(error, [400, 404]) }),
    );
  };
  const moves = pageMoves(() => ({ ...get(), query: get().filters }), fetchInto);

  const loadOpen = async (bookingId: string, quiet: boolean) => {
    if (!quiet) set({ open: { bookingId, load: 'loading', detail: null } });
    await latestOpen.run(
      () => fetchBookingDetail(bookingId),
      (detail) => {
        // A quiet refetch must not reopen a dialog closed meanwhile.
        if (quiet && get().open?.bookingId !== bookingId) return;
        set((state) => ({
          open: { bookingId, load: 'ready', detail },
          bookings: withBooking(state.bookings, detail.booking),
        }));
      },
      quiet ? undefined : () => set({ open: { bookingId, load: 'failed', detail: null } }),
    );
  };

  // Quiet refetches of what is shown; nothing before it has loaded.
  const refreshPage = moves.refresh;
  const refreshOpen = (bookingId?: string) => {
    const open = get().open;
    const shown = open?.load === 'ready' && (bookingId ?? open.bookingId) === open.bookingId;
    return shown ? loadOpen(open.bookingId, true) : undefined;
  };

  return {
    filters: noBookingFilters,
    load: 'loading',
    refusal: null,
    bookings: [],
    cursors: firstPageOf<string>(),
    open: null,
    openFirst: () => moves.first(),
    apply: (filters) => moves.first(filters),
    next: moves.next,
    previous: moves.previous,
    reload: moves.again,
    refresh: async () => {
      await Promise.all([refreshPage(), refreshOpen()]);
    },
    applyBookingChange: (bookingId) => {
      // Any change may move a booking into or out of the filtered page, so the page is fetched
      // again; the open booking only when it is the one that changed.
      void refreshPage();
      void refreshOpen(bookingId);
    },
    openBooking: (bookingId) => loadOpen(bookingId, false),
    closeBooking: () => {
      latestOpen.drop();
      set({ open: null });
    },
    settle: async (settlement) => {
      const open = get().open;
      if (open === null) throw new Error('No booking is open.');
      const { message, booking } = await sendSettlement(open.bookingId, settlement);
      set((state) => ({ bookings: withBooking(state.bookings, booking) }));
      // The history gains the settlement and the confirmation: fetch it with them.
      await loadOpen(open.bookingId, true);
      return message;
    },
  };
});
