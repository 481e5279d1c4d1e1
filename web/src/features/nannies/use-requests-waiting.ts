import { useEffect } from 'react';
import { useIncidentsStore } from '../../lib/incidents';
import { useReviewsStore } from '../../lib/reviews';
import { useNannyBookingsStore } from './nanny-bookings-store';

/**
 * How many booking requests wait for her answer, for the Bookings tab's label: the dashboard
 * loads her bookings as it mounts (the Bookings panel mounts only when opened, and reads the same
 * store), and live messages keep them current (app/live/nanny-live.ts).
 */
export function useRequestsWaiting(): number {
  const loadBookings = useNannyBookingsStore((state) => state.loadBookings);
  useEffect(() => {
    // The reports held may be another account's (this page may have been used by someone else).
    // Forgotten here, before her bookings arrive: the Bookings panel, opened later, draws its
    // cards at once, and their own reports' loads (run before a parent's effect) must stand.
    useIncidentsStore.getState().reset();
    useReviewsStore.getState().reset();
    void loadBookings();
  }, [loadBookings]);
  return useNannyBookingsStore((state) => state.requests.length);
}
