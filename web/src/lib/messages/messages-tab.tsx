import { messageTexts } from '@shared/messages';
import { useId } from 'react';
import { LoadFailed } from '../../components/load-failed';
import { ConversationList } from './conversation-list';
import { ConversationPane } from './conversation-pane';
import { messagesLabels } from './messages-labels';
import { useMessagesStore } from './messages-store';
import { LoadingLine } from '../../components/loading-line';

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
 * one. The dashboard loads the list as it mounts, for the tab's badge (`useUnreadTotal`); this
 * panel, mounted when the tab is first opened, shows what that load brought and live messages
 * keep current (app/live/party-live.ts).
 */
export function MessagesTab() {
  const headingId = useId();
  const listLoad = useMessagesStore((state) => state.listLoad);
  const isEmpty = useMessagesStore((state) => state.conversations.length === 0);
  const openId = useMessagesStore((state) => state.open?.id ?? null);
  const loadList = useMessagesStore((state) => state.loadList);

  return (
    <section className="card messages" aria-labelledby={headingId}>
      <h2 id={headingId}>{messagesLabels.title}</h2>
      <ArrivalAnnouncer />
      {(listLoad === 'idle' || listLoad === 'loading') && (
        <LoadingLine text={messagesLabels.loading} />
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
