export { NannyDashboardPage } from './nanny-dashboard-page';
export { useNannyStore } from './nanny-store';
export { useNannyBookingsStore } from './nanny-bookings-store';
export { useEarningsStore } from './earnings-store';
