import type { ConversationSummary } from '@shared/messages';
import { Avatar } from '../../components/avatar';
import { formatInstant } from '../date-format';
import { previewText, unreadLabel } from './message-rules';
import { messagesLabels } from './messages-labels';
import { useMessagesStore } from './messages-store';

function ConversationButton({
  summary,
  current,
}: {
  summary: ConversationSummary;
  current: boolean;
}) {
  const openConversation = useMessagesStore((state) => state.openConversation);
  const { other, unreadCount, lastActivityAt } = summary;
  return (
    <button
      type="button"
      className="conversation-item"
      aria-current={current || undefined}
      onClick={() => void openConversation(summary.id)}
    >
      {/* The name follows: the photo would only say it twice. */}
      <span aria-hidden="true">
        <Avatar
          src={other.photoUrl}
          name={other.name}
          alt=""
          placeholderLabel={messagesLabels.photoOf(other.name)}
          size="small"
        />
      </span>
      <span className="conversation-item__body">
        <span className="conversation-item__head">
          <span className="conversation-item__name">{other.name}</span>
          <span className="conversation-item__time">
            {formatInstant(lastActivityAt, 'weekdayTime', 'reader')}
          </span>
        </span>
        <span className="conversation-item__preview">{previewText(summary)}</span>
      </span>
      {unreadCount > 0 && (
        <span className="conversation-item__unread">
          <span aria-hidden="true">{unreadCount}</span>
          <span className="visually-hidden">, {unreadLabel(unreadCount)}</span>
        </span>
      )}
    </button>
  );
}

/** Newest activity first: the other person's photo and name, the last message, unread count. */
export function ConversationList() {
  const conversations = useMessagesStore((state) => state.conversations);
  const openId = useMessagesStore((state) => state.open?.id ?? null);
  return (
    <section className="messages__list" aria-label={messagesLabels.listLabel}>
      <ul className="conversation-list">
        {conversations.map((summary) => (
          <li key={summary.id}>
            <ConversationButton summary={summary} current={summary.id === openId} />
          </li>
        ))}
      </ul>
    </section>
  );
}
