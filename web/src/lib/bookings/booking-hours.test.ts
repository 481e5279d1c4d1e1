import type { BookingStatus } from '@shared/booking-times';
import { describe, expect, it } from 'vitest';
import { hoursWaitForParent } from './booking-hours';

const booking = (status: BookingStatus, minutes: number, recorded: number | null) => ({
  status,
  minutes,
  actual: recorded === null ? null : { startTime: '09:00', endTime: '10:00', minutes: recorded },
});

describe('recorded hours that wait for the parent', () => {
  it('are those more than 30 minutes longer than booked, while only recorded', () => {
    expect(hoursWaitForParent(booking('completed', 60, 105))).toBe(true);
    expect(hoursWaitForParent(booking('completed', 60, 90))).toBe(false);
    expect(hoursWaitForParent(booking('completed', 180, 60))).toBe(false);
  });

  it('no longer wait once confirmed or disputed, and never before hours are recorded', () => {
    expect(hoursWaitForParent(booking('confirmed', 60, 105))).toBe(false);
    expect(hoursWaitForParent(booking('disputed', 60, 105))).toBe(false);
    expect(hoursWaitForParent(booking('accepted', 60, null))).toBe(false);
  });
});
