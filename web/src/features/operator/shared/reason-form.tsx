import { hiddenCharactersProblem } from '@shared/plain-text';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useFocusOnOpen } from '../../../components/use-focus-on-open';
import { TextAreaField } from '../../../components/text-area-field';
import { DecisionForm, useFieldCheck } from './decision-form';
import type { DecisionProps } from './decision-form';

const reasonMissing = 'Please give a reason for the rejection.';

/** A required reason and Confirm rejection; it takes focus when it opens. */
export function ReasonForm({ alert, onSubmit, ...frame }: DecisionProps<string>) {
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
      {...frame}
      onSubmit={submit}
      busyLabel="Rejecting..."
      confirmLabel="Confirm rejection"
      alert={problem ?? alert}
    >
      <TextAreaField
        label={frame.label}
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
