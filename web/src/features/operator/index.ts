export { OperatorConsolePage } from './operator-console-page';
export { useOperatorStore } from './operator-store';
export { useEventLogStore } from './event-log-store';
