import { messageTexts } from '@shared/messages';
import type { ConversationSummary } from '@shared/messages';
import { useRef, useState } from 'react';
import type { RefObject } from 'react';
import { Avatar } from '../../components/avatar';
import { LiveAlert, successAlert } from '../../components/live-alert';
import type { AlertMessage } from '../../components/live-alert';
import { LoadFailed } from '../../components/load-failed';
import { BlockDialog } from './block-dialog';
import { ComposeBox } from './compose-box';
import { MessageThread } from './message-thread';
import { messagesLabels } from './messages-labels';
import { useMessagesStore } from './messages-store';
import { SecondaryButton } from '../../components/secondary-button';
import { LoadingLine } from '../../components/loading-line';

interface HeaderProps {
  summary: ConversationSummary;
  heading: RefObject<HTMLHeadingElement | null>;
  onBlockAsked: () => void;
}

function PaneHeader({ summary, heading, onBlockAsked }: HeaderProps) {
  const close = useMessagesStore((state) => state.closeConversation);
  const { other } = summary;
  return (
    <div className="conversation-pane__head">
      <div className="messages__back">
        <SecondaryButton onClick={close}>{messagesLabels.back}</SecondaryButton>
      </div>
      <Avatar
        src={other.photoUrl}
        name={other.name}
        alt={messagesLabels.photoOf(other.name)}
        placeholderLabel={messagesLabels.photoOf(other.name)}
        size="small"
      />
      <h3 ref={heading} tabIndex={-1} className="conversation-pane__name">
        {other.name}
      </h3>
      <SecondaryButton onClick={onBlockAsked}>
        {summary.blockedByMe ? messagesLabels.unblock : messagesLabels.block}
      </SecondaryButton>
    </div>
  );
}

/** Why there is no compose box: blocked by me (with Unblock), or no longer possible. */
function CannotMessage({
  summary,
  onUnblock,
}: {
  summary: ConversationSummary;
  onUnblock: () => void;
}) {
  if (!summary.blockedByMe) return <p className="messages__notice">{messageTexts.cannotContact}</p>;
  return (
    <div className="messages__notice">
      <p>{messageTexts.blocked}</p>
      <SecondaryButton onClick={onUnblock}>{messagesLabels.unblock}</SecondaryButton>
    </div>
  );
}

/** The open conversation: who, the messages (older ones as you scroll up), and the compose box. */
export function ConversationPane() {
  const open = useMessagesStore((state) => state.open);
  const refresh = useMessagesStore((state) => state.openConversation);
  const [notice, setNotice] = useState<AlertMessage | null>(null);
  const [asking, setAsking] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  if (open === null) {
    return (
      <div className="messages__pane messages__pane--empty">
        <p className="form__hint">{messagesLabels.choose}</p>
      </div>
    );
  }
  const summary = open.conversation;
  return (
    <section
      className="messages__pane conversation-pane"
      aria-label={
        summary === null ? messagesLabels.title : messagesLabels.threadLabel(summary.other.name)
      }
    >
      {summary !== null && (
        <PaneHeader summary={summary} heading={heading} onBlockAsked={() => setAsking(true)} />
      )}
      {open.load === 'loading' && <LoadingLine text={messagesLabels.loadingConversation} />}
      {open.load === 'failed' && (
        <LoadFailed what="this conversation" onRetry={() => void refresh(open.id)} />
      )}
      {open.load === 'ready' && summary !== null && (
        <>
          <MessageThread
            key={open.id}
            open={open}
            otherName={summary.other.name}
            onNotice={(text) => setNotice(successAlert(text))}
          />
          {summary.canMessage ? (
            <ComposeBox key={open.id} otherName={summary.other.name} />
          ) : (
            <CannotMessage summary={summary} onUnblock={() => setAsking(true)} />
          )}
        </>
      )}
      <LiveAlert alert={notice} />
      {asking && summary !== null && (
        <BlockDialog
          name={summary.other.name}
          unblock={summary.blockedByMe}
          onDone={(text) => {
            setAsking(false);
            setNotice(successAlert(text));
            // Unblocking from the notice removes the button focus would go back to.
            window.requestAnimationFrame(() => {
              if (document.activeElement === document.body) heading.current?.focus();
            });
          }}
          onClose={() => setAsking(false)}
        />
      )}
    </section>
  );
}
