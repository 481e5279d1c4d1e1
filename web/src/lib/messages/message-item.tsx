import { messageTexts } from '@shared/messages';
import type { MessageView } from '@shared/messages';
import { useId } from 'react';
import { formatInstant } from '../date-format';
import { messagesLabels } from './messages-labels';

interface MessageItemProps {
  message: MessageView;
  otherName: string;
  /** "Seen" goes under my last message once the other person has read it. */
  seen: boolean;
  onReport: (message: MessageView) => void;
}

/** One message as plain text (React text, line breaks kept by CSS: never HTML). */
export function MessageItem({ message, otherName, seen, onReport }: MessageItemProps) {
  const textId = useId();
  const side = message.fromMe ? 'mine' : 'theirs';
  return (
    <li className={`message message--${side}`}>
      <p className="message__meta">
        <span className="message__sender">{message.fromMe ? messagesLabels.you : otherName}</span>
        <span className="message__time">
          {formatInstant(message.sentAt, 'weekdayTime', 'reader')}
        </span>
      </p>
      <p id={textId} className="message__text">
        {message.text}
      </p>
      {message.masked && <p className="message__note">{messageTexts.contactsHidden}</p>}
      {seen && <p className="message__seen">{messageTexts.seen}</p>}
      {!message.fromMe && (
        <button
          type="button"
          className="message__report"
          aria-describedby={textId}
          onClick={() => onReport(message)}
        >
          {messagesLabels.report}
        </button>
      )}
    </li>
  );
}
