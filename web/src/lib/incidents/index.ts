export { useIncidentsStore } from './incidents-store';
export { BookingIssues } from './booking-issues';
export { incidentCategoryLabels } from './incident-messages';
