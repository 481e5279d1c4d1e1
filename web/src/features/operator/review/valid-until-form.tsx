import { CPR_MAX_YEARS_AHEAD, validUntilProblem, yearsAfter } from '@shared/cpr-first-aid';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { ConfirmButtons } from '../../../components/confirm-buttons';
import { errorAlert, LiveAlert } from '../../../components/live-alert';
import type { AlertMessage } from '../../../components/live-alert';
import { localIsoDate } from '../../../lib/calendar';
import { useFocusOnOpen } from '../../../components/use-focus-on-open';

interface ValidUntilFormProps {
  /** The form's name: "Verify the CPR / First Aid card of Nora Quinn". */
  label: string;
  busy: boolean;
  /** The server's refusal, shown under the form. */
  alert: AlertMessage | null;
  onSubmit: (validUntil: string) => void;
  onCancel: () => void;
  /** The day it is (tests fix it); the server checks again in the product's time zone. */
  now?: () => Date;
}

/** The last day the card is valid, from today to three years ahead, and Confirm verification. */
export function ValidUntilForm({
  label,
  busy,
  alert,
  onSubmit,
  onCancel,
  now = () => new Date(),
}: ValidUntilFormProps) {
  const id = useId();
  const field = useFocusOnOpen<HTMLInputElement>();
  const [validUntil, setValidUntil] = useState('');
  const [problem, setProblem] = useState<AlertMessage | null>(null);
  const today = localIsoDate(now());

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const refusal = validUntilProblem(validUntil, today);
    if (refusal) {
      setProblem(errorAlert(refusal));
      field.current?.focus();
      return;
    }
    setProblem(null);
    onSubmit(validUntil);
  };

  return (
    <form className="form form--nested reason-form" aria-label={label} onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor={id} className="field__label">
          Valid until
        </label>
        <input
          id={id}
          ref={field}
          type="date"
          className="field__input"
          required
          min={today}
          max={yearsAfter(today, CPR_MAX_YEARS_AHEAD)}
          value={validUntil}
          onChange={(event) => setValidUntil(event.target.value)}
        />
      </div>
      <ConfirmButtons
        className="review-actions__buttons"
        busy={busy}
        busyLabel="Verifying..."
        cancelLabel="Cancel"
        onCancel={onCancel}
      >
        Confirm verification
      </ConfirmButtons>
      <LiveAlert alert={problem ?? alert} />
    </form>
  );
}
