// The operator console, one folder per tab or area; each is used only through its index.ts, and
// shared/ holds the pieces the console's tabs have in common.
export { OperatorConsolePage } from './operator-console-page';
export { useBookingsStore } from './bookings';
export { useOperatorPaymentsStore } from './charges';
export { useProfileChangesStore } from './changes';
export { useCredentialChecksStore } from './credentials';
export { useOperatorIncidentsStore } from './incidents';
export { useSessionReviewsStore } from './session-reviews';
export { useEventLogStore } from './log';
export { useOperatorEarningsStore } from './money';
export { useReplayStore } from './replay';
export { useMessageReportsStore } from './reports';
export { useOperatorStore } from './review';
