export { ParentDashboardPage } from './parent-dashboard-page';
export { prefetchParentProfile } from './parent-store';
export { useDirectoryStore } from './directory-store';
export { useBookingStore } from './booking-store';
export { usePaymentsStore } from './payments-store';
export { useSavedSearchesStore } from './saved-searches-store';
export { useCardStore } from './card-store';
