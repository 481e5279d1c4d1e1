import { describe, expect, it } from 'vitest';
import { week } from '../../testing/fixtures';
import {
  endsAfterStart,
  sortSingleDays,
  tickDay,
  validateSingleDay as validateSingleDayOf,
  validateWeekly,
  weeklyForSave,
} from './availability-rules';
import { nannyMessages, weeklyTimesMissing } from './nanny-messages';
import type { NewSingleDay } from './nanny-types';

describe('times', () => {
  it('needs the end strictly after the start', () => {
    expect(endsAfterStart('08:00', '08:15')).toBe(true);
    expect(endsAfterStart('08:00', '08:00')).toBe(false);
    expect(endsAfterStart('17:00', '08:00')).toBe(false);
    expect(endsAfterStart('', '08:00')).toBe(false);
  });
});

describe('weekly schedule', () => {
  it('starts a newly ticked day at 08:00 to 17:00', () => {
    const before = { available: false, startTime: '10:00', endTime: '11:00' };
    expect(tickDay(before, true)).toEqual({
      available: true,
      startTime: '08:00',
      endTime: '17:00',
    });
  });

  it('keeps the times of a day that is unticked, or ticked again while ticked', () => {
    const day = { available: true, startTime: '10:00', endTime: '11:00' };
    expect(tickDay(day, false)).toEqual({ ...day, available: false });
    expect(tickDay(day, true)).toBe(day);
  });

  it('checks only the ticked days', () => {
    expect(validateWeekly(week({ monday: { ...week().monday, endTime: '07:00' } }))).toBeNull();
    const ticked = { available: true, startTime: '09:00', endTime: '09:00' };
    expect(validateWeekly(week({ friday: ticked }))).toBe(nannyMessages.endBeforeStart);
    expect(validateWeekly(week({ friday: { ...ticked, endTime: '10:10' } }))).toBe(
      nannyMessages.notQuarterHour,
    );
    expect(validateWeekly(week({ friday: { ...ticked, endTime: '' } }))).toBe(weeklyTimesMissing);
    expect(validateWeekly(week({ friday: { ...ticked, endTime: '17:00' } }))).toBeNull();
  });

  it('sends unticked days with broken times as the defaults', () => {
    const sent = weeklyForSave(
      week({
        monday: { available: false, startTime: '', endTime: '' },
        tuesday: { available: false, startTime: '10:00', endTime: '12:00' },
        saturday: { available: true, startTime: '09:00', endTime: '13:00' },
      }),
    );
    expect(sent.monday).toEqual({ available: false, startTime: '08:00', endTime: '17:00' });
    expect(sent.tuesday).toEqual({ available: false, startTime: '10:00', endTime: '12:00' });
    expect(sent.saturday).toEqual({ available: true, startTime: '09:00', endTime: '13:00' });
  });
});

describe('single days', () => {
  const today = '2026-03-10';
  const lastDate = '2027-03-10';
  const validateSingleDay = (entry: NewSingleDay, day: string) =>
    validateSingleDayOf(entry, day, lastDate);

  it('needs a date, a start and an end', () => {
    const message = nannyMessages.singleDayIncomplete;
    expect(validateSingleDay({ date: '', startTime: '09:00', endTime: '10:00' }, today)).toBe(
      message,
    );
    expect(validateSingleDay({ date: today, startTime: '', endTime: '10:00' }, today)).toBe(
      message,
    );
    expect(validateSingleDay({ date: today, startTime: '09:00', endTime: '' }, today)).toBe(
      message,
    );
  });

  it('needs the end after the start, on quarter hours', () => {
    const entry = { date: today, startTime: '09:00', endTime: '08:00' };
    expect(validateSingleDay(entry, today)).toBe(nannyMessages.endBeforeStart);
    expect(validateSingleDay({ ...entry, endTime: '09:20' }, today)).toBe(
      nannyMessages.notQuarterHour,
    );
  });

  it('refuses a day before today and takes today or later', () => {
    const entry = { date: '2026-03-09', startTime: '09:00', endTime: '10:00' };
    expect(validateSingleDay(entry, today)).toBe(nannyMessages.pastDate);
    expect(validateSingleDay({ ...entry, date: today }, today)).toBeNull();
    expect(validateSingleDay({ ...entry, date: '2027-01-01' }, today)).toBeNull();
  });

  it('refuses a day further ahead than a booking can reach, naming the last date', () => {
    const entry = { date: lastDate, startTime: '09:00', endTime: '10:00' };
    expect(validateSingleDay(entry, today)).toBeNull();
    expect(validateSingleDay({ ...entry, date: '2027-03-11' }, today)).toBe(
      'Bookings open up to a year ahead. Please choose a date on or before March 10, 2027.',
    );
  });

  it('sorts by date, then start time', () => {
    const entries = [
      { id: 'c', date: '2026-05-02', startTime: '09:00', endTime: '10:00' },
      { id: 'b', date: '2026-05-01', startTime: '13:00', endTime: '14:00' },
      { id: 'a', date: '2026-05-01', startTime: '08:00', endTime: '09:00' },
    ];
    expect(sortSingleDays(entries).map((entry) => entry.id)).toEqual(['a', 'b', 'c']);
    expect(entries[0]?.id).toBe('c');
  });
});
