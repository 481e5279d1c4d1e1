import { describe, it } from 'vitest';
import {
  bookedEndsAt as endsAt,
  bookingAccepted as accepted,
  bookingRequested,
  bookingSpec as spec,
  minutesFromStart,
  sessionCheckedIn,
  sessionCheckedOut,
} from '../../../test/helpers/booking-givens.js';
import {
  NOTE_ALREADY_WRITTEN_MESSAGE,
  NOTE_BEFORE_CHECK_OUT_MESSAGE,
  NOTE_MOOD_MESSAGE,
  NOTE_TOO_LATE_MESSAGE,
  type SessionNote,
} from '../../shared/session-notes.js';
import type { BookingCommand } from './bookings.decider.js';
import type { BookingEvent } from './bookings.events.js';

const minutes = (m: number) => minutesFromStart(m).toISOString();
const requested = bookingRequested();
const checkedIn = sessionCheckedIn(minutes(-5));
const checkedOut = sessionCheckedOut(minutes(175));
const note: SessionNote = {
  mood: 'calm',
  meals: ' Lunch, all of it. ',
  toileting: '',
  activities: 'Blocks',
  text: '',
};
const write = (changes: Partial<Extract<BookingCommand, { type: 'WriteSessionNote' }>> = {}) =>
  ({
    type: 'WriteSessionNote',
    bookingId: 'b1',
    nannyId: 'n1',
    note,
    at: minutes(176),
    ...changes,
  }) as BookingCommand;
const written: BookingEvent = {
  type: 'SessionNoteWritten',
  data: {
    bookingId: 'b1',
    nannyId: 'n1',
    note: JSON.stringify({ ...note, meals: 'Lunch, all of it.' }),
    writtenAt: minutes(176),
  },
};

describe('the session note', () => {
  it('records her note, trimmed, once she has checked out', () => {
    spec.given([requested, accepted, checkedIn, checkedOut]).when(write()).then([written]);
  });

  it('is written after check-out only, and once', () => {
    spec
      .given([requested, accepted, checkedIn])
      .when(write())
      .thenThrows(NOTE_BEFORE_CHECK_OUT_MESSAGE);
    spec
      .given([requested, accepted, checkedIn, checkedOut, written])
      .when(write())
      .thenThrows(NOTE_ALREADY_WRITTEN_MESSAGE);
  });

  it('refuses a note more than 48 hours after the booked end', () => {
    spec
      .given([requested, accepted, checkedIn, checkedOut])
      .when(write({ at: new Date(Date.parse(endsAt) + 48 * 3_600_000 + 60_000).toISOString() }))
      .thenThrows(NOTE_TOO_LATE_MESSAGE);
  });

  it('answers another nanny as if the booking did not exist', () => {
    spec
      .given([requested, accepted, checkedIn, checkedOut])
      .when(write({ nannyId: 'n2' }))
      .thenThrows('Booking not found.');
  });

  it('refuses a note without a mood from the list', () => {
    spec
      .given([requested, accepted, checkedIn, checkedOut])
      .when(write({ note: { ...note, mood: 'sleepy' as never } }))
      .thenThrows(NOTE_MOOD_MESSAGE);
  });
});

describe('the 3-hour reminder', () => {
  const soon = (at: string, optedOut: ('parent' | 'nanny')[] = []) =>
    ({ type: 'SendSoonReminder', bookingId: 'b1', optedOut, at }) as BookingCommand;
  const due = minutes(-180);

  it('goes out 3 hours before the start, once, to whoever did not turn it off', () => {
    spec
      .given([requested, accepted])
      .when(soon(due))
      .then([
        {
          type: 'BookingSoonReminderSent',
          data: { bookingId: 'b1', to: ['parent', 'nanny'], sentAt: due },
        },
      ]);
    spec
      .given([requested, accepted])
      .when(soon(due, ['parent']))
      .then([
        { type: 'BookingSoonReminderSent', data: { bookingId: 'b1', to: ['nanny'], sentAt: due } },
      ]);
    const sent: BookingEvent = {
      type: 'BookingSoonReminderSent',
      data: { bookingId: 'b1', to: ['parent', 'nanny'], sentAt: due },
    };
    spec
      .given([requested, accepted, sent])
      .when(soon(minutes(-170)))
      .then([]);
  });

  it('is not sent early, after the start, or for a booking not accepted', () => {
    spec
      .given([requested, accepted])
      .when(soon(minutes(-181)))
      .then([]);
    spec
      .given([requested, accepted])
      .when(soon(minutes(0)))
      .then([]);
    spec.given([requested]).when(soon(due)).then([]);
  });

  it('leaves the 24-hour reminder out once the 3-hour one is due', () => {
    spec
      .given([requested, accepted])
      .when({ type: 'SendReminder', bookingId: 'b1', at: due })
      .then([]);
  });
});
