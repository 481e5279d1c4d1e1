import { create } from 'zustand';
import { latestRequestPerKey } from '../latest-request';
import type { Load } from '../load-state';
import { fetchBookingIncidents, reportIncident } from './incidents-api';
import type { IncidentView, NewIncident } from './incident-view';

export interface BookingIncidents {
  load: Load;
  incidents: IncidentView[];
}

export interface IncidentsState {
  /** The reports of the bookings whose cards show them, by booking id. */
  byBooking: Record<string, BookingIncidents>;
  /** Fetches a booking's reports unless they are held already (or on their way). */
  show: (bookingId: string) => Promise<void>;
  /** Fetches them again keeping what is shown (a live change); ignores bookings not shown. */
  refresh: (bookingId: string) => Promise<void>;
  /** Every shown booking again (a fresh socket may have missed changes). */
  refreshAll: () => Promise<void>;
  /** Sends a report; answers the server's message. The booking's reports are fetched again. */
  report: (bookingId: string, incident: NewIncident) => Promise<string>;
  /** Forgets everything (another account may use this page next). */
  reset: () => void;
}

export const useIncidentsStore = create<IncidentsState>()((set, get) => {
  // Per booking, only the newest fetch may land.
  const latest = latestRequestPerKey<string>();
  const put = (bookingId: string, entry: BookingIncidents) =>
    set({ byBooking: { ...get().byBooking, [bookingId]: entry } });

  const fetchFor = async (bookingId: string, quiet: boolean) => {
    const held = get().byBooking[bookingId];
    if (!quiet || held === undefined) put(bookingId, { load: 'loading', incidents: [] });
    await latest.of(bookingId).run(
      () => fetchBookingIncidents(bookingId),
      (incidents) => put(bookingId, { load: 'ready', incidents }),
      () => {
        if (get().byBooking[bookingId]?.load !== 'ready') {
          put(bookingId, { load: 'failed', incidents: [] });
        }
      },
    );
  };

  return {
    byBooking: {},
    show: (bookingId) => {
      const held = get().byBooking[bookingId];
      if (held !== undefined && held.load !== 'failed') return Promise.resolve();
      return fetchFor(bookingId, false);
    },
    refresh: (bookingId) =>
      get().byBooking[bookingId] === undefined ? Promise.resolve() : fetchFor(bookingId, true),
    refreshAll: async () => {
      await Promise.all(Object.keys(get().byBooking).map((id) => fetchFor(id, true)));
    },
    report: async (bookingId, incident) => {
      const { message } = await reportIncident(bookingId, incident);
      // The report is made whatever becomes of this fetch, so its failure is not the form's.
      await fetchFor(bookingId, true);
      return message;
    },
    reset: () => {
      latest.dropAll();
      set({ byBooking: {} });
    },
  };
});
