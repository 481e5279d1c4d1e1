import { messageTexts } from '@shared/messages';
import { useEffect, useId } from 'react';
import { LoadFailed } from '../../components/load-failed';
import { ConversationList } from './conversation-list';
import { ConversationPane } from './conversation-pane';
import { messagesLabels } from './messages-labels';
import { useMessagesStore } from './messages-store';

/** New messages are announced politely; focus stays where the reader is. */
function ArrivalAnnouncer() {
  const announcement = useMessagesStore((state) => state.announcement);
  return (
    <div className="visually-hidden" role="status" aria-live="polite">
      {announcement !== null && <p key={announcement.seq}>{announcement.text}</p>}
    </div>
  );
}

/**
 * The Messages tab of both dashboards: the conversations, newest activity first, and the open
 * one. Its panel stays mounted with the others, so the list (and the tab's badge) loads at once
 * and follows live messages (app/live-updates.ts).
 */
export function MessagesTab() {
  const headingId = useId();
  const listLoad = useMessagesStore((state) => state.listLoad);
  const isEmpty = useMessagesStore((state) => state.conversations.length === 0);
  const openId = useMessagesStore((state) => state.open?.id ?? null);
  const loadList = useMessagesStore((state) => state.loadList);

  useEffect(() => {
    // What is held may be another account's (this page may have been used by someone else).
    useMessagesStore.getState().reset();
    void loadList();
  }, [loadList]);

  return (
    <section className="card messages" aria-labelledby={headingId}>
      <h2 id={headingId}>{messagesLabels.title}</h2>
      <ArrivalAnnouncer />
      {(listLoad === 'idle' || listLoad === 'loading') && (
        <p className="loading" role="status">
          {messagesLabels.loading}
        </p>
      )}
      {listLoad === 'failed' && <LoadFailed what="your messages" onRetry={() => void loadList()} />}
      {listLoad === 'ready' && isEmpty && (
        <p className="form__hint">{messageTexts.noConversations}</p>
      )}
      {listLoad === 'ready' && !isEmpty && (
        <div
          className={
            openId === null ? 'messages__layout' : 'messages__layout messages__layout--open'
          }
        >
          <ConversationList />
          {/* A notice about one conversation goes with it when another opens. */}
          <ConversationPane key={openId} />
        </div>
      )}
    </section>
  );
}
