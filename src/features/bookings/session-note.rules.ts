import { conflictError, notFoundError, validationError } from '../../infra/domain/errors.js';
import {
  dueReminder,
  NOTE_ALREADY_WRITTEN_MESSAGE,
  noteWindowProblem,
  sessionNoteProblem,
  trimmedNote,
} from '../../shared/session-notes.js';
import type { BookingCommand } from './bookings.commands.js';
import type { BookingEvent } from './bookings.events.js';
import { BOOKING_NOT_FOUND_MESSAGE, requireStatus, type BookingState } from './bookings.state.js';

type WriteNote = Extract<BookingCommand, { type: 'WriteSessionNote' }>;
type Remind = Extract<BookingCommand, { type: 'SendReminder' | 'SendSoonReminder' }>;

/**
 * Her note, once, on her own booking: after her check-out and until 48 hours after the booked
 * end (also once she has recorded her hours, while they wait or after they were confirmed).
 */
export function decideSessionNote(command: WriteNote, state: BookingState): BookingEvent[] {
  if (state.status !== 'none' && state.nannyId !== command.nannyId) {
    throw notFoundError(BOOKING_NOT_FOUND_MESSAGE);
  }
  requireStatus(state, 'accepted', 'completed', 'disputed', 'confirmed');
  if (state.noteWritten) throw conflictError(NOTE_ALREADY_WRITTEN_MESSAGE);
  const window = noteWindowProblem(new Date(command.at), {
    endsAt: new Date(state.endsAt),
    checkedOut: state.checkedOut,
  });
  if (window !== null) throw conflictError(window);
  const note = trimmedNote(command.note);
  const problem = sessionNoteProblem(note);
  if (problem !== null) throw validationError(problem);
  const { bookingId, nannyId, at } = command;
  return [
    {
      type: 'SessionNoteWritten',
      data: { bookingId, nannyId, note: JSON.stringify(note), writtenAt: at },
    },
  ];
}

/**
 * The job's reminders: each at most once, only while the booking is accepted and not started,
 * and the 24-hour one only until the 3-hour one is due. A run that is late, repeated or on two
 * instances records (and so emails) each once.
 */
export function decideReminder(command: Remind, state: BookingState): BookingEvent[] {
  if (state.status !== 'accepted') return [];
  const due = dueReminder(new Date(command.at), new Date(state.startsAt), {
    day: state.reminded,
    soon: state.soonReminded,
  });
  const { bookingId, at } = command;
  if (command.type === 'SendReminder') {
    return due === 'day' ? [{ type: 'BookingReminderSent', data: { bookingId, sentAt: at } }] : [];
  }
  if (due !== 'soon') return [];
  const to = (['parent', 'nanny'] as const).filter((side) => !command.optedOut.includes(side));
  return [{ type: 'BookingSoonReminderSent', data: { bookingId, to, sentAt: at } }];
}
