import {
  CATEGORY_MESSAGE,
  DESCRIPTION_MAX_LENGTH,
  INCIDENT_CATEGORIES,
  descriptionProblem,
} from '@shared/incidents';
import type { IncidentCategory } from '@shared/incidents';
import { hiddenCharactersProblem } from '@shared/plain-text';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { ConfirmButtons } from '../../components/confirm-buttons';
import { SelectField } from '../../components/select-field';
import { TextAreaField } from '../../components/text-area-field';
import { LiveAlert } from '../../components/live-alert';
import { useFormSubmit } from '../../components/use-form-submit';
import { incidentCategoryLabels, incidentMessages } from './incident-messages';
import { useIncidentsStore } from './incidents-store';
import { formatNumber } from '@shared/numbers';
import { useFocusOnOpen } from '../../components/use-focus-on-open';

const counter = (text: string) =>
  `${formatNumber(text.length)} / ${formatNumber(DESCRIPTION_MAX_LENGTH)} characters`;

const categoryOptions = [
  { value: '' as const, label: incidentMessages.chooseCategory },
  ...INCIDENT_CATEGORIES.map((value) => ({ value, label: incidentCategoryLabels[value] })),
];

interface FormProps {
  bookingId: string;
  onDone: (message: string) => void;
  onClose: () => void;
}

/** A category and what happened (≤ 2,000 characters); one press sends one report. */
export function ReportIssueForm({ bookingId, onDone, onClose }: FormProps) {
  const select = useFocusOnOpen<HTMLSelectElement>();
  const report = useIncidentsStore((state) => state.report);
  const [category, setCategory] = useState<IncidentCategory | ''>('');
  const [description, setDescription] = useState('');
  const { busy, alert, refuse, sendChecked } = useFormSubmit();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (category === '') {
      refuse(CATEGORY_MESSAGE);
      select.current?.focus();
      return;
    }
    const problem =
      descriptionProblem(description) ??
      hiddenCharactersProblem('Description', description, 'text');
    void sendChecked(
      problem,
      async () => {
        onDone(await report(bookingId, { category, description: description.trim() }));
      },
      incidentMessages.failed,
    );
  };

  return (
    <form
      className="form form--nested issue-form"
      aria-label={incidentMessages.formLabel}
      onSubmit={submit}
      noValidate
    >
      <SelectField
        label={incidentMessages.category}
        ref={select}
        value={category}
        onChange={setCategory}
        options={categoryOptions}
      />
      <TextAreaField
        label={incidentMessages.description}
        rows={4}
        maxLength={DESCRIPTION_MAX_LENGTH}
        value={description}
        onChange={setDescription}
        hint={counter(description)}
      />
      <ConfirmButtons
        className="answer-form__buttons"
        busy={busy}
        busyLabel={incidentMessages.busy}
        cancelLabel="Back"
        onCancel={onClose}
      >
        {incidentMessages.submit}
      </ConfirmButtons>
      <LiveAlert alert={alert} />
    </form>
  );
}
