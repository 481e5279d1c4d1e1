export { EventLog } from './event-log';
export { EventHistoryList } from './event-history-list';
export { useEventLogStore } from './event-log-store';
