import { describe, expect, it } from 'vitest';
import {
  bookingWindowOf,
  DATE_AND_TIME_MESSAGE,
  END_AFTER_START_MESSAGE,
  IN_THE_PAST_MESSAGE,
  instantOf,
  isLateCancellation,
  isTimeZone,
  nonexistentTimeMessage,
  overlaps,
  requestExpiresAt,
  STEP_MESSAGE,
  TOO_LONG_MESSAGE,
  TOO_SHORT_MESSAGE,
  wallClockOf,
  weekdayOf,
  withinHours,
} from './booking-times.js';

const NY = 'America/New_York';
const now = new Date('2026-10-01T12:00:00Z');
const windowOf = (date: string, startTime: string, endTime: string, zone = NY) =>
  bookingWindowOf({ date, startTime, endTime }, zone, now);

describe('wall-clock times in the platform zone', () => {
  it('names the instant of a local time', () => {
    expect(instantOf('2026-07-01', '09:00', NY)?.toISOString()).toBe('2026-07-01T13:00:00.000Z');
    expect(instantOf('2026-12-01', '09:00', NY)?.toISOString()).toBe('2026-12-01T14:00:00.000Z');
    expect(instantOf('2026-12-01', '09:00', 'UTC')?.toISOString()).toBe('2026-12-01T09:00:00.000Z');
    expect(instantOf('2026-12-01', '09:00', 'Asia/Kolkata')?.toISOString()).toBe(
      '2026-12-01T03:30:00.000Z',
    );
  });
  it('has no instant for the hour the clocks skip, and the first of a repeated one', () => {
    expect(instantOf('2026-03-08', '02:30', NY)).toBeNull();
    expect(instantOf('2026-11-01', '01:30', NY)?.toISOString()).toBe('2026-11-01T05:30:00.000Z');
  });
  it('reads an instant back as wall clock', () => {
    expect(wallClockOf(new Date('2026-11-01T06:30:00Z'), NY)).toEqual({
      date: '2026-11-01',
      time: '01:30',
    });
  });
  it('knows real zones only', () => {
    expect(isTimeZone(NY)).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });
  it('names weekdays', () => {
    expect(weekdayOf('2026-11-23')).toBe('monday');
    expect(weekdayOf('2026-11-29')).toBe('sunday');
  });
});

describe('a booking window', () => {
  it('lasts what the wall clock says across a daylight-saving change', () => {
    const back = windowOf('2026-11-01', '00:00', '03:00');
    expect(back.ok && back.value.minutes).toBe(240);
    const forward = windowOf('2027-03-14', '00:00', '04:00');
    expect(forward.ok && forward.value.minutes).toBe(180);
  });
  it.each([
    ['', '09:00', '10:00', DATE_AND_TIME_MESSAGE],
    ['2026-12-01', '', '10:00', DATE_AND_TIME_MESSAGE],
    ['2026-12-01', '09:10', '10:10', STEP_MESSAGE],
    ['2026-12-01', '10:00', '09:00', END_AFTER_START_MESSAGE],
    ['2026-12-01', '09:00', '09:45', TOO_SHORT_MESSAGE],
    ['2026-12-01', '06:00', '18:15', TOO_LONG_MESSAGE],
    ['2026-09-30', '09:00', '10:00', IN_THE_PAST_MESSAGE],
    ['2027-03-14', '02:30', '04:00', nonexistentTimeMessage('02:30')],
  ])('refuses %s %s-%s', (date, start, end, problem) => {
    expect(windowOf(date, start, end)).toEqual({ ok: false, problem });
  });
  it('accepts exactly 1 and exactly 12 hours', () => {
    expect(windowOf('2026-12-01', '09:00', '10:00').ok).toBe(true);
    expect(windowOf('2026-12-01', '06:00', '18:00').ok).toBe(true);
  });
});

describe('hours, overlap and deadlines', () => {
  it('fits inside one range of her hours', () => {
    const hours = [
      { start: 8 * 60, end: 12 * 60 },
      { start: 13 * 60, end: 17 * 60 },
    ];
    const times = (startTime: string, endTime: string) => ({
      date: '2026-12-01',
      startTime,
      endTime,
    });
    expect(withinHours(times('08:00', '12:00'), hours)).toBe(true);
    expect(withinHours(times('11:00', '14:00'), hours)).toBe(false);
    expect(withinHours(times('07:45', '09:00'), hours)).toBe(false);
  });
  it('treats back to back as no overlap', () => {
    const at = (h: number) => new Date(Date.UTC(2026, 11, 1, h));
    expect(
      overlaps({ startsAt: at(9), endsAt: at(11) }, { startsAt: at(11), endsAt: at(12) }),
    ).toBe(false);
    expect(
      overlaps({ startsAt: at(9), endsAt: at(11) }, { startsAt: at(10), endsAt: at(12) }),
    ).toBe(true);
  });
  it('expires at 48 hours or the start, whichever is first', () => {
    const sent = new Date('2026-12-01T09:00:00Z');
    expect(requestExpiresAt(sent, new Date('2026-12-10T09:00:00Z')).toISOString()).toBe(
      '2026-12-03T09:00:00.000Z',
    );
    expect(requestExpiresAt(sent, new Date('2026-12-02T09:00:00Z')).toISOString()).toBe(
      '2026-12-02T09:00:00.000Z',
    );
  });
  it('calls a cancellation under 24 hours before the start late', () => {
    const start = new Date('2026-12-02T09:00:00Z');
    expect(isLateCancellation(new Date('2026-12-01T09:00:00Z'), start)).toBe(false);
    expect(isLateCancellation(new Date('2026-12-01T09:00:01Z'), start)).toBe(true);
  });
});
