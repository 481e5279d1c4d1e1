import { CPR_MAX_YEARS_AHEAD, validUntilProblem, yearsAfter } from '@shared/cpr-first-aid';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Field } from '../../../components/field';
import { localIsoDate } from '../../../lib/calendar';
import { useFocusOnOpen } from '../../../components/use-focus-on-open';
import { DecisionForm, useFieldCheck } from '../shared/decision-form';
import type { DecisionProps } from '../shared/decision-form';

interface ValidUntilFormProps extends DecisionProps<string> {
  /** The day it is (tests fix it); the server checks again in the product's time zone. */
  now?: () => Date;
}

/** The last day the card is valid, from today to three years ahead, and Confirm verification. */
export function ValidUntilForm({
  alert,
  onSubmit,
  now = () => new Date(),
  ...frame
}: ValidUntilFormProps) {
  const field = useFocusOnOpen<HTMLInputElement>();
  const [validUntil, setValidUntil] = useState('');
  const { problem, passes } = useFieldCheck(field);
  const today = localIsoDate(now());

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (passes(validUntilProblem(validUntil, today))) onSubmit(validUntil);
  };

  return (
    <DecisionForm
      {...frame}
      onSubmit={submit}
      busyLabel="Verifying..."
      confirmLabel="Confirm verification"
      alert={problem ?? alert}
    >
      <Field label="Valid until">
        {({ id }) => (
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
        )}
      </Field>
    </DecisionForm>
  );
}
