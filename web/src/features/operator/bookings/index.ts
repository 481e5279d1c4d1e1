export { BookingsView } from './bookings-view';
export { useBookingsStore } from './bookings-store';
