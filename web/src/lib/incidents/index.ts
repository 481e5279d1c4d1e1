export type { IncidentStatus, IncidentView } from './incident-view';
export { useIncidentsStore } from './incidents-store';
export { BookingIssues } from './booking-issues';
