import { wallClockOf } from '@shared/booking-times';
import { MOOD_LABELS, NOTE_FIELDS, NOTE_HEADING, type SessionNote } from '@shared/session-notes';

interface NoteViewProps {
  booking: {
    timeZone: string;
    sessionNote: (SessionNote & { writtenAt: string }) | null;
  };
}

/** The nanny's note at check-out, on the booking for the family and for her. */
export function SessionNoteView({ booking }: NoteViewProps) {
  const note = booking.sessionNote;
  if (note === null) return null;
  const at = wallClockOf(new Date(note.writtenAt), booking.timeZone).time;
  return (
    <section className="session-note" aria-label={NOTE_HEADING}>
      <h5 className="session-note__heading">
        {NOTE_HEADING} ({at})
      </h5>
      <dl className="session-note__fields">
        <dt>Mood</dt>
        <dd>{MOOD_LABELS[note.mood]}</dd>
        {NOTE_FIELDS.filter((field) => note[field.key] !== '').map((field) => (
          <div key={field.key}>
            <dt>{field.label}</dt>
            <dd>{note[field.key]}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
