export { OperatorConsolePage } from './operator-console-page';
export { useOperatorStore } from './operator-store';
export { useEventLogStore } from './event-log-store';
export { useProfileChangesStore } from './profile-changes-store';
export { useBookingsStore } from './bookings-store';
export { useOperatorIncidentsStore } from './incidents-store';
export { useOperatorEarningsStore } from './earnings-store';
export { useMessageReportsStore } from './message-reports-store';
