import { MESSAGE_MAX_LENGTH, messageTextProblem } from '@shared/messages';
import { useId, useRef, useState } from 'react';
import type { FormEvent, KeyboardEvent } from 'react';
import { BusyButton } from '../../components/busy-button';
import { errorAlert, LiveAlert } from '../../components/live-alert';
import type { AlertMessage } from '../../components/live-alert';
import { failureText } from '../failure-text';
import { useBusyAction } from '../use-busy-action';
import { characterCount, characterCounter } from './message-rules';
import { messagesLabels } from './messages-labels';
import { useMessagesStore } from './messages-store';

interface ComposeBoxProps {
  otherName: string;
}

/** Plain text up to 2,000 characters; Enter starts a new line, Ctrl+Enter (or Send) sends. */
export function ComposeBox({ otherName }: ComposeBoxProps) {
  const id = useId();
  const counterId = `${id}-count`;
  const field = useRef<HTMLTextAreaElement>(null);
  const send = useMessagesStore((state) => state.send);
  const [text, setText] = useState('');
  const [alert, setAlert] = useState<AlertMessage | null>(null);
  const { busy, run } = useBusyAction();
  const over = characterCount(text) > MESSAGE_MAX_LENGTH;

  const submit = (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    const problem = messageTextProblem(text);
    if (problem !== null) {
      setAlert(errorAlert(problem));
      field.current?.focus();
      return;
    }
    void run(async () => {
      setAlert(null);
      try {
        await send(text.trim());
        setText('');
      } catch (error) {
        setAlert(errorAlert(failureText(messagesLabels.sendFailed, error)));
      }
      field.current?.focus();
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form
      className="compose-box"
      aria-label={messagesLabels.composeForm}
      onSubmit={submit}
      noValidate
    >
      <label htmlFor={id} className="field__label">
        {messagesLabels.composeLabel(otherName)}
      </label>
      <textarea
        id={id}
        ref={field}
        className="field__input field__input--area compose-box__input"
        rows={3}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        aria-describedby={counterId}
        aria-invalid={over || undefined}
      />
      <div className="compose-box__row">
        <p id={counterId} className={over ? 'form__hint compose-box__count--over' : 'form__hint'}>
          {characterCounter(text)}
        </p>
        <BusyButton busy={busy} busyLabel={messagesLabels.sending}>
          {messagesLabels.send}
        </BusyButton>
      </div>
      <LiveAlert alert={alert} />
    </form>
  );
}
