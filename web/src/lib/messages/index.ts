export { MessagesTab } from './messages-tab';
export { useMessagesStore } from './messages-store';
export { unreadLabel } from './message-rules';
