import type { MessageView } from '@shared/messages';
import { messageTexts } from '@shared/messages';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { seenMessageId } from './message-rules';
import { MessageItem } from './message-item';
import { messagesLabels } from './messages-labels';
import type { OpenConversation } from './messages-store';
import { useMessagesStore } from './messages-store';
import { ReportDialog } from './report-dialog';
import { useMarkReadWhenSeen } from './use-mark-read-when-seen';
import { useScrollKeeper } from './use-scroll-keeper';

interface MessageThreadProps {
  open: OpenConversation;
  otherName: string;
  onNotice: (text: string) => void;
}

/** Scrolled to the newest; nearing the top loads older messages, keeping the reader's place. */
export function MessageThread({ open, otherName, onNotice }: MessageThreadProps) {
  const loadOlder = useMessagesStore((state) => state.loadOlder);
  const [reporting, setReporting] = useState<MessageView | null>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const { messages, olderCursor, loadingOlder } = open;
  useScrollKeeper(scroller, messages);
  useMarkReadWhenSeen(scroller, open);

  // Opening a conversation brings it into view (on a phone it sits below the list's place).
  useEffect(() => {
    scroller.current?.scrollIntoView({ block: 'nearest' });
  }, []);

  // A short first page leaves nothing to scroll: fetch older ones until it can scroll.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element !== null && olderCursor !== null && element.scrollHeight <= element.clientHeight) {
      void loadOlder();
    }
  }, [olderCursor, loadOlder]);

  const seenId = seenMessageId(messages);
  return (
    <>
      <div
        ref={scroller}
        className="message-thread"
        onScroll={(event) => {
          if (event.currentTarget.scrollTop < 48) void loadOlder();
        }}
      >
        {olderCursor !== null && (
          <button
            type="button"
            className="button button--secondary message-thread__older"
            onClick={() => void loadOlder()}
            disabled={loadingOlder}
          >
            {loadingOlder ? messagesLabels.loadingOlder : messagesLabels.loadOlder}
          </button>
        )}
        {messages.length === 0 ? (
          <p className="form__hint">{messagesLabels.noMessagesYet}</p>
        ) : (
          <ol className="message-thread__list" aria-label={messagesLabels.threadLabel(otherName)}>
            {messages.map((message) => (
              <MessageItem
                key={message.id}
                message={message}
                otherName={otherName}
                seen={message.id === seenId}
                onReport={setReporting}
              />
            ))}
          </ol>
        )}
      </div>
      {reporting !== null && (
        <ReportDialog
          message={reporting}
          onDone={() => {
            setReporting(null);
            onNotice(messageTexts.reportSent);
          }}
          onClose={() => setReporting(null)}
        />
      )}
    </>
  );
}
