import {
  MOOD_LABELS,
  MOODS,
  NOTE_FIELDS,
  REPORT_INCIDENT_LABEL,
  sessionNoteProblem,
  trimmedNote,
  type Mood,
  type SessionNote,
} from '@shared/session-notes';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { ConfirmButtons } from '../../components/confirm-buttons';
import { LiveAlert } from '../../components/live-alert';
import { TextAreaField } from '../../components/text-area-field';
import { useFormSubmit } from '../../components/use-form-submit';
import { formatNumber } from '@shared/numbers';

interface NoteFormProps {
  bookingId: string;
  /** Sends the note; answers the server's message. */
  onSend: (note: SessionNote) => Promise<string>;
  onDone: (message: string) => void;
  onClose: () => void;
}

const counter = (text: string, max: number) =>
  `${formatNumber(text.length)} / ${formatNumber(max)} characters`;

type Texts = Record<(typeof NOTE_FIELDS)[number]['key'], string>;

/** Her note at check-out: the child's mood, meals, toileting, activities, anything else. */
export function SessionNoteForm({ bookingId, onSend, onDone, onClose }: NoteFormProps) {
  const name = useId();
  const [mood, setMood] = useState<Mood | ''>('');
  const [texts, setTexts] = useState<Texts>({ meals: '', toileting: '', activities: '', text: '' });
  const { busy, alert, sendChecked } = useFormSubmit();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const note = trimmedNote({ mood: mood as Mood, ...texts });
    void sendChecked(
      sessionNoteProblem(note),
      async () => onDone(await onSend(note)),
      'Failed to send the note.',
    );
  };

  return (
    <form
      className="form form--nested answer-form"
      aria-label="Session note for the family"
      onSubmit={submit}
      noValidate
    >
      <fieldset className="decide-form__outcome">
        <legend className="field__label">Mood</legend>
        {MOODS.map((value) => (
          <label key={value} className="decide-form__choice">
            <input
              type="radio"
              name={name}
              value={value}
              checked={mood === value}
              onChange={() => setMood(value)}
            />
            {MOOD_LABELS[value]}
          </label>
        ))}
      </fieldset>
      {NOTE_FIELDS.map((field) => (
        <TextAreaField
          key={field.key}
          label={field.label}
          rows={field.key === 'text' ? 4 : 2}
          maxLength={field.max}
          value={texts[field.key]}
          onChange={(value) => setTexts((before) => ({ ...before, [field.key]: value }))}
          hint={field.key === 'text' ? counter(texts.text, field.max) : undefined}
        />
      ))}
      <p className="form__hint">
        Something happened that operators should know of?{' '}
        <a href={`#issues-${bookingId}`}>{REPORT_INCIDENT_LABEL}</a>
      </p>
      <ConfirmButtons
        className="answer-form__buttons"
        busy={busy}
        busyLabel="Sending..."
        cancelLabel="Later"
        onCancel={onClose}
      >
        Send note
      </ConfirmButtons>
      <LiveAlert alert={alert} />
    </form>
  );
}
