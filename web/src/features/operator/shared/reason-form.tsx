import { hiddenCharactersProblem } from '@shared/plain-text';
import { useState } from 'react';
import type { FormEvent } from 'react';
import type { AlertMessage } from '../../../components/live-alert';
import { useFocusOnOpen } from '../../../components/use-focus-on-open';
import { TextAreaField } from '../../../components/text-area-field';
import { DecisionForm, useFieldCheck } from './decision-form';

const reasonMissing = 'Please give a reason for the rejection.';

interface ReasonFormProps {
  /** The form's name and its field's label: "Reason for rejecting Nora Quinn". */
  label: string;
  busy: boolean;
  /** The server's refusal, shown under the form. */
  alert: AlertMessage | null;
  onSubmit: (reason: string) => void;
  onCancel: () => void;
}

/** A required reason and Confirm rejection; it takes focus when it opens. */
export function ReasonForm({ label, busy, alert, onSubmit, onCancel }: ReasonFormProps) {
  const field = useFocusOnOpen<HTMLTextAreaElement>();
  const [reason, setReason] = useState('');
  const { problem, passes } = useFieldCheck(field);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const refusal =
      reason.trim() === '' ? reasonMissing : hiddenCharactersProblem('Reason', reason, 'text');
    if (passes(refusal)) onSubmit(reason.trim());
  };

  return (
    <DecisionForm
      label={label}
      onSubmit={submit}
      busy={busy}
      busyLabel="Rejecting..."
      confirmLabel="Confirm rejection"
      onCancel={onCancel}
      alert={problem ?? alert}
    >
      <TextAreaField
        label={label}
        ref={field}
        inputClassName="field__input reason-form__input"
        rows={3}
        maxLength={2000}
        required
        value={reason}
        onChange={setReason}
      />
    </DecisionForm>
  );
}
