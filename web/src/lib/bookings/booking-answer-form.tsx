import { hiddenCharactersProblem } from '@shared/plain-text';
import { REASON_MAX_LENGTH, reasonProblem } from '@shared/booking-times';
import { tipCentsOf, tipProblem, TIP_MESSAGE } from '@shared/payment-amounts';
import { useEffect, useRef, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { BusyButton } from '../../components/busy-button';
import { TextField } from '../../components/text-field';
import { LiveAlert } from '../../components/live-alert';
import { useFormSubmit } from '../../components/use-form-submit';
import { SecondaryButton } from '../../components/secondary-button';
import { TextAreaField } from '../../components/text-area-field';

export interface BookingAnswerFormProps {
  /** The form's accessible name: "Cancel your booking with Nora Quinn". */
  label: string;
  /** The reason field's label, or null for an answer without one (accept, confirm). */
  reasonLabel: string | null;
  reasonRequired?: boolean;
  /** Said above the buttons before she commits (a late cancellation). */
  warning?: ReactNode;
  submitLabel: string;
  busyLabel: string;
  /** What to say when the server refuses without a reason of its own. */
  failure: string;
  /** A tip field's label (confirming hours), or none. */
  tipLabel?: string;
  /** Sends the answer; resolves with the server's message, rejects with its refusal. */
  onSubmit: (reason: string, tipCents: number) => Promise<string>;
  onDone: (message: string) => void;
  onClose: () => void;
}

/** One answer to a booking: an optional reason (≤ 500), a confirm button and Back. */
export function BookingAnswerForm(props: BookingAnswerFormProps) {
  const { label, reasonLabel, reasonRequired = false, warning, submitLabel, busyLabel } = props;
  const field = useRef<HTMLTextAreaElement>(null);
  const button = useRef<HTMLDivElement>(null);
  const [reason, setReason] = useState('');
  const [tip, setTip] = useState('');
  const { busy, alert, refuse, send } = useFormSubmit();

  useEffect(() => {
    if (field.current) field.current.focus();
    else button.current?.querySelector('button')?.focus();
  }, []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem =
      reasonLabel === null
        ? null
        : (reasonProblem(reason, reasonRequired) ??
          hiddenCharactersProblem('Reason', reason, 'text'));
    if (problem !== null) {
      refuse(problem);
      field.current?.focus();
      return;
    }
    const tipCents = tipCentsOf(tip);
    if (tipCents === null || tipProblem(tipCents) !== null) {
      refuse(TIP_MESSAGE);
      return;
    }
    void send(async () => {
      props.onDone(await props.onSubmit(reason.trim(), tipCents));
    }, props.failure);
  };

  return (
    <form className="form form--nested answer-form" aria-label={label} onSubmit={submit} noValidate>
      {reasonLabel !== null && (
        <TextAreaField
          label={reasonLabel}
          ref={field}
          inputClassName="field__input"
          rows={3}
          required={reasonRequired}
          value={reason}
          onChange={setReason}
          hint={`${reason.length} / ${REASON_MAX_LENGTH} characters`}
        />
      )}
      {props.tipLabel !== undefined && (
        <TextField
          label={props.tipLabel}
          value={tip}
          onChange={setTip}
          hint="In dollars, for example 10 or 12.50. Leave it empty for no tip."
        />
      )}
      {warning !== undefined && <p className="answer-form__warning">{warning}</p>}
      <div className="answer-form__buttons" ref={button}>
        <BusyButton busy={busy} busyLabel={busyLabel}>
          {submitLabel}
        </BusyButton>
        <SecondaryButton onClick={props.onClose}>Back</SecondaryButton>
      </div>
      <LiveAlert alert={alert} />
    </form>
  );
}
