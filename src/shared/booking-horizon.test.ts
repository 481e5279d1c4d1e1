import { describe, expect, it } from 'vitest';
import { daysAfter, horizonMessage, horizonProblem, lastBookableDate } from './booking-horizon.js';
import { bookingWindowOf, instantOf, todayIn } from './booking-times.js';
import { searchOf } from './directory-search.js';

const NY = 'America/New_York';
// Sunday 2026-11-22, 10:00 in New York (already Monday in Kiritimati).
const now = new Date('2026-11-22T15:00:00Z');
const windowOn = (date: string, startTime = '09:00', endTime = '10:00', zone = NY) =>
  bookingWindowOf({ date, startTime, endTime }, zone, now);

describe('the booking horizon: 365 days after today in the platform zone', () => {
  it('counts 365 calendar days: the same date next year, a day earlier across 29 February', () => {
    expect(lastBookableDate('2026-11-22')).toBe('2027-11-22');
    expect(lastBookableDate('2027-03-01')).toBe('2028-02-29');
    expect(lastBookableDate('2028-02-29')).toBe('2029-02-28');
    expect(daysAfter('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('takes the last bookable date and refuses the next one, naming the last', () => {
    expect(horizonProblem('2027-11-22', '2026-11-22')).toBeNull();
    expect(horizonProblem('2027-11-23', '2026-11-22')).toBe(
      'Bookings open up to a year ahead. Please choose a date on or before November 22, 2027.',
    );
    expect(horizonMessage('2028-02-29')).toContain('on or before February 29, 2028.');
  });

  it('a request or a search window on the last date passes; a day later is refused', () => {
    expect(windowOn('2027-11-22').ok).toBe(true);
    expect(windowOn('2027-11-23')).toEqual({ ok: false, problem: horizonMessage('2027-11-22') });
    const search = (date: string) => searchOf({ date, start: '09:00', end: '10:00' }, NY, now);
    expect(search('2027-11-22').ok).toBe(true);
    expect(search('2027-11-23')).toEqual({ ok: false, problem: horizonMessage('2027-11-22') });
  });

  it("counts from today where the platform is, not where the server's clock is", () => {
    const kiritimati = 'Pacific/Kiritimati';
    expect(todayIn(now, kiritimati)).toBe('2026-11-23');
    expect(windowOn('2027-11-23', '09:00', '10:00', kiritimati).ok).toBe(true);
  });

  it('refuses dates far ahead before any time-zone arithmetic, at any time of day', () => {
    for (const date of ['9999-12-31', '2400-01-03', '5000-06-15']) {
      for (const [start, end] of [
        ['00:00', '01:00'],
        ['20:00', '21:00'],
        ['22:45', '23:45'],
      ]) {
        expect(windowOn(date, start, end)).toEqual({
          ok: false,
          problem: horizonMessage('2027-11-22'),
        });
      }
    }
  });

  it('works out instants for any four-digit year without throwing', () => {
    for (const zone of [NY, 'UTC', 'Pacific/Kiritimati', 'Asia/Kolkata']) {
      for (const date of ['9999-12-31', '0100-01-01', '0999-12-31', '1000-01-01']) {
        for (const time of ['00:00', '12:00', '23:45']) {
          expect(() => instantOf(date, time, zone)).not.toThrow();
        }
      }
    }
    expect(instantOf('9999-12-31', '23:45', 'UTC')?.toISOString()).toBe('9999-12-31T23:45:00.000Z');
    expect(instantOf('0999-12-31', '12:00', 'UTC')?.toISOString()).toBe('0999-12-31T12:00:00.000Z');
  });

  it('a date long past is refused as past, not as a time that does not exist', () => {
    expect(windowOn('1000-01-01', '20:00', '21:00')).toMatchObject({
      problem: 'Please choose a start time that is not in the past.',
    });
    expect(windowOn('0100-01-01')).toMatchObject({
      problem: 'Please choose a start time that is not in the past.',
    });
  });
});
