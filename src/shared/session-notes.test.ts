import { describe, expect, it } from 'vitest';
import { formatZonedRange } from './time-zones.js';
import {
  dueReminder,
  NOTE_BEFORE_CHECK_OUT_MESSAGE,
  NOTE_EMPTY_MESSAGE,
  NOTE_MOOD_MESSAGE,
  NOTE_TOO_LATE_MESSAGE,
  noteWindowProblem,
  parseSessionNote,
  reminderMoments,
  sessionNoteProblem,
  type SessionNote,
} from './session-notes.js';

const note: SessionNote = {
  mood: 'happy',
  meals: 'Ate all his pasta.',
  toileting: 'Dry all afternoon.',
  activities: 'Puzzles, then the park.',
  text: '',
};

describe('the session note', () => {
  it('needs a mood from the list', () => {
    expect(sessionNoteProblem(note)).toBeNull();
    expect(sessionNoteProblem({ ...note, mood: 'grumpy' as never })).toBe(NOTE_MOOD_MESSAGE);
  });

  it('keeps anything the parent should know to 2,000 characters, the others to 500', () => {
    expect(sessionNoteProblem({ ...note, text: 'a'.repeat(2000) })).toBeNull();
    expect(sessionNoteProblem({ ...note, text: 'a'.repeat(2001) })).toBe(
      'Anything the parent should know must be at most 2,000 characters.',
    );
    expect(sessionNoteProblem({ ...note, meals: 'a'.repeat(501) })).toBe(
      'Meals must be at most 500 characters.',
    );
  });

  it('says something beyond the mood', () => {
    const empty = { mood: 'calm' as const, meals: '', toileting: '', activities: '', text: '' };
    expect(sessionNoteProblem(empty)).toBe(NOTE_EMPTY_MESSAGE);
  });

  it('refuses hidden control or text-direction characters', () => {
    expect(sessionNoteProblem({ ...note, activities: 'Park\u202e' })).toMatch(
      /^Activities contains hidden control/,
    );
  });

  it('is written after check-out, until 48 hours after the booked end', () => {
    const endsAt = new Date('2026-12-01T17:30:00.000Z');
    const hours = (h: number) => new Date(endsAt.getTime() + h * 3_600_000);
    expect(noteWindowProblem(hours(0), { endsAt, checkedOut: false })).toBe(
      NOTE_BEFORE_CHECK_OUT_MESSAGE,
    );
    expect(noteWindowProblem(hours(-1), { endsAt, checkedOut: true })).toBeNull();
    expect(noteWindowProblem(hours(48), { endsAt, checkedOut: true })).toBeNull();
    expect(noteWindowProblem(hours(48.01), { endsAt, checkedOut: true })).toBe(
      NOTE_TOO_LATE_MESSAGE,
    );
  });

  it('reads a shredded note as none', () => {
    expect(parseSessionNote(JSON.stringify(note))).toEqual(note);
    expect(parseSessionNote('')).toBeNull();
  });
});

describe('reminder timing', () => {
  const none = { day: false, soon: false };

  it('is due 24 hours and then 3 hours before the start, each once, never after the start', () => {
    const startsAt = new Date('2026-12-01T14:30:00.000Z');
    const before = (h: number) => new Date(startsAt.getTime() - h * 3_600_000);
    expect(dueReminder(before(24.01), startsAt, none)).toBeNull();
    expect(dueReminder(before(24), startsAt, none)).toBe('day');
    expect(dueReminder(before(4), startsAt, { day: true, soon: false })).toBeNull();
    expect(dueReminder(before(3), startsAt, { day: true, soon: false })).toBe('soon');
    expect(dueReminder(before(1), startsAt, { day: true, soon: true })).toBeNull();
    expect(dueReminder(before(0), startsAt, none)).toBeNull();
  });

  it('sends a booking accepted within 3 hours of its start the 3-hour reminder only', () => {
    const startsAt = new Date('2026-12-01T14:30:00.000Z');
    expect(dueReminder(new Date('2026-12-01T12:30:00.000Z'), startsAt, none)).toBe('soon');
  });

  it('counts real hours across the end of daylight saving time, and names the session’s own times', () => {
    // Sunday November 1st, 2026, 10:00 in New York: clocks went back from 02:00 EDT to 01:00 EST.
    const startsAt = new Date('2026-11-01T15:00:00.000Z');
    const moments = reminderMoments(startsAt);
    // 24 real hours before: Saturday 11:00 EDT (the wall clock moved an hour).
    expect(moments.day.toISOString()).toBe('2026-10-31T15:00:00.000Z');
    // 3 real hours before: 07:00 EST.
    expect(moments.soon.toISOString()).toBe('2026-11-01T12:00:00.000Z');
    expect(dueReminder(new Date('2026-10-31T14:59:00.000Z'), startsAt, none)).toBeNull();
    expect(dueReminder(moments.day, startsAt, none)).toBe('day');
    expect(dueReminder(moments.soon, startsAt, { day: true, soon: false })).toBe('soon');
    // The email names the session as booked, on the platform's clock.
    const times = { date: '2026-11-01', startTime: '10:00', endTime: '13:00' };
    const zone = 'America/New_York';
    expect(formatZonedRange({ ...times, timeZone: zone }, zone)).toBe('10:00 AM – 1:00 PM');
  });

  it('counts real hours across the start of daylight saving time', () => {
    // Sunday March 8th, 2026, 09:00 EDT in New York (clocks jumped from 02:00 to 03:00 EST).
    const startsAt = new Date('2026-03-08T13:00:00.000Z');
    const moments = reminderMoments(startsAt);
    // Saturday 08:00 EST, 24 real hours before; 3 hours before: 05:00 EDT.
    expect(moments.day.toISOString()).toBe('2026-03-07T13:00:00.000Z');
    expect(moments.soon.toISOString()).toBe('2026-03-08T10:00:00.000Z');
  });
});
