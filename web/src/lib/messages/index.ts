export { MessagesTab } from './messages-tab';
export { useMessagesStore } from './messages-store';
export { useUnreadTotal } from './use-unread-total';
export { unreadLabel } from './message-rules';
