import { useEffect } from 'react';
import { useMessagesStore } from './messages-store';

/**
 * Her unread messages, for the Messages tab's label: the dashboard loads her conversations as it
 * mounts (the Messages panel mounts only when opened, and reads the same store), and live
 * messages keep them current (app/live/party-live.ts).
 */
export function useUnreadTotal(): number {
  const loadList = useMessagesStore((state) => state.loadList);
  useEffect(() => {
    // What is held may be another account's (this page may have been used by someone else).
    useMessagesStore.getState().reset();
    void loadList();
  }, [loadList]);
  return useMessagesStore((state) => state.unreadTotal);
}
