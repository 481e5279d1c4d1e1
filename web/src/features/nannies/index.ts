export { NannyDashboardPage } from './nanny-dashboard-page';
export { useNannyStore } from './nanny-store';
