import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { BusyButton } from '../../../components/busy-button';
import { LiveAlert } from '../../../components/live-alert';
import { useFormSubmit } from '../../../components/use-form-submit';
import { TextAreaField } from '../../../components/text-area-field';
import { DECISION_NOTE_MAX_LENGTH } from '@shared/incidents';
import { incidentMessages } from './incident-messages';
import { decisionProblem } from './incident-rules';
import type { Outcome } from './incident-rules';
import { useOperatorIncidentsStore } from './incidents-store';

interface DecideFormProps {
  incidentId: string;
  /** The form's name, so each report's form is told apart: "Decide: Safety, Paula with Bea". */
  label: string;
  /** The server's message; the report then leaves the queue. */
  onDecided: (message: string) => void;
}

/** Significant or not, with a note both sides see. */
export function DecideForm({ incidentId, label, onDecided }: DecideFormProps) {
  const name = useId();
  const decide = useOperatorIncidentsStore((state) => state.decide);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [note, setNote] = useState('');
  const { busy, alert, sendChecked } = useFormSubmit();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = decisionProblem(outcome, note);
    void sendChecked(problem, async () => {
      const significant = outcome === 'significant';
      onDecided(await decide(incidentId, { significant, note: note.trim() }));
    });
  };

  const choice = (value: Exclude<Outcome, null>, text: string) => (
    <label className="decide-form__choice">
      <input
        type="radio"
        name={name}
        value={value}
        checked={outcome === value}
        onChange={() => setOutcome(value)}
      />
      {text}
    </label>
  );

  return (
    <form className="form form--nested decide-form" aria-label={label} onSubmit={submit} noValidate>
      <fieldset className="decide-form__outcome">
        <legend className="field__label">{incidentMessages.decideLegend}</legend>
        {choice('significant', incidentMessages.significant)}
        {choice('not_significant', incidentMessages.notSignificant)}
      </fieldset>
      <TextAreaField
        label={incidentMessages.noteLabel}
        rows={3}
        maxLength={DECISION_NOTE_MAX_LENGTH}
        value={note}
        onChange={setNote}
      />
      <BusyButton busy={busy} busyLabel={incidentMessages.deciding}>
        {incidentMessages.decideButton}
      </BusyButton>
      <LiveAlert alert={alert} />
    </form>
  );
}
