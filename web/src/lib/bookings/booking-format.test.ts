import { describe, expect, it } from 'vitest';
import { formatInstant } from '../date-format';
import { childrenText, durationText, isReached, timeRange } from './booking-format';
import { bookingStatusLabel, bookingStatusTone } from './booking-status';

describe('booking text', () => {
  it('reads times, lengths and children as people say them', () => {
    expect(timeRange('09:00', '13:30')).toBe('9:00 AM – 1:30 PM');
    expect(durationText(180)).toBe('3 hours');
    expect(durationText(90)).toBe('1 hour 30 minutes');
    expect(durationText(45)).toBe('45 minutes');
    expect(childrenText(1)).toBe('1 child');
    expect(childrenText(3)).toBe('3 children');
  });

  it('shows a deadline in the platform zone', () => {
    expect(formatInstant('2026-12-01T17:00:00.000Z', 'weekdayTime', 'America/New_York')).toBe(
      'Tue, Dec 1, 12:00 PM',
    );
    expect(formatInstant('not a time', 'weekdayTime', 'UTC')).toBe('not a time');
  });

  it('knows when an instant is reached', () => {
    const at = '2026-12-01T17:00:00.000Z';
    expect(isReached(at, Date.parse(at))).toBe(true);
    expect(isReached(at, Date.parse(at) - 1)).toBe(false);
  });
});

describe('booking status', () => {
  it('names each state, and shows an unknown one as the server names it', () => {
    expect(bookingStatusLabel('pending')).toBe('Pending');
    expect(bookingStatusLabel('accepted')).toBe('Accepted');
    expect(bookingStatusLabel('no_show')).toBe('No-show');
    expect(bookingStatusLabel('put_on_hold')).toBe('Put on hold');
    expect(bookingStatusTone('declined')).toBe('danger');
    expect(bookingStatusTone('rescheduled')).toBe('neutral');
  });
});
