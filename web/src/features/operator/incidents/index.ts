export { IncidentsView } from './incidents-view';
export { useOperatorIncidentsStore } from './incidents-store';
