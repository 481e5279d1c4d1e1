export { MessageReportsView } from './message-reports-view';
export { useMessageReportsStore } from './message-reports-store';
