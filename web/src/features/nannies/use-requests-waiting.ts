import { useEffect } from 'react';
import { useNannyBookingsStore } from './nanny-bookings-store';

/**
 * How many booking requests wait for her answer, for the Bookings tab's label: the dashboard
 * loads her bookings as it mounts (the Bookings panel mounts only when opened, and reads the same
 * store), and live messages keep them current (app/live/nanny-live.ts).
 */
export function useRequestsWaiting(): number {
  const loadBookings = useNannyBookingsStore((state) => state.loadBookings);
  useEffect(() => {
    void loadBookings();
  }, [loadBookings]);
  return useNannyBookingsStore((state) => state.requests.length);
}
