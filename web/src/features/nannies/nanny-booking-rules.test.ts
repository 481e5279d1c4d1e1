import { describe, expect, it } from 'vitest';
import type { Booking } from '../../lib/bookings';
import { END_AFTER_START_MESSAGE, STEP_MESSAGE } from '@shared/booking-times';
import { outsideBookingMessage } from '@shared/recorded-hours';
import { nannyActions, pendingCountLabel, recordedHoursProblem } from './nanny-booking-rules';

const startsAt = Date.parse('2026-03-12T14:00:00Z');
const endsAt = Date.parse('2026-03-12T17:00:00Z');
const hour = 3_600_000;
const booking = (status: string, expiresAt: number | null = null) =>
  ({
    status,
    startsAt: new Date(startsAt).toISOString(),
    endsAt: new Date(endsAt).toISOString(),
    expiresAt: expiresAt === null ? null : new Date(expiresAt).toISOString(),
  }) as Booking;

describe('what the nanny may do with a booking', () => {
  it('answers a request until it expires', () => {
    const expires = startsAt - 10 * hour;
    expect(nannyActions(booking('pending', expires), expires - 1).answer).toBe(true);
    expect(nannyActions(booking('pending', expires), expires).answer).toBe(false);
    expect(nannyActions(booking('accepted'), startsAt - hour).answer).toBe(false);
  });

  it('cancels an accepted booking until it starts', () => {
    expect(nannyActions(booking('accepted'), startsAt - 1).cancel).toBe(true);
    expect(nannyActions(booking('accepted'), startsAt).cancel).toBe(false);
    expect(nannyActions(booking('pending'), startsAt - hour).cancel).toBe(false);
  });

  it('records the hours of an accepted booking once its end has passed', () => {
    expect(nannyActions(booking('accepted'), endsAt - 1).record).toBe(false);
    expect(nannyActions(booking('accepted'), endsAt).record).toBe(true);
    expect(nannyActions(booking('completed'), endsAt + hour).record).toBe(false);
  });

  it('counts the requests waiting for her', () => {
    expect(pendingCountLabel(1)).toBe('1 new request');
    expect(pendingCountLabel(3)).toBe('3 new requests');
  });
});

describe('recording the hours worked', () => {
  // Booked 10:00–13:00 in New York (EDT on 2026-03-12).
  const booked = {
    date: '2026-03-12',
    startsAt: new Date(startsAt).toISOString(),
    endsAt: new Date(endsAt).toISOString(),
  };
  const at = (startTime: string, endTime: string) =>
    recordedHoursProblem(booked, { startTime, endTime }, 'America/New_York');

  it('takes hours on 15-minute steps with the end after the start, however short', () => {
    expect(at('10:00', '10:30')).toBeNull();
    expect(at('10:00', '10:10')).toBe(STEP_MESSAGE);
    expect(at('12:00', '10:00')).toBe(END_AFTER_START_MESSAGE);
  });

  it('takes hours from 1 hour before the booked start to 2 hours after its end, no further', () => {
    expect(at('09:00', '15:00')).toBeNull();
    expect(at('08:45', '13:00')).toBe(outsideBookingMessage('09:00', '15:00'));
    expect(at('10:00', '15:15')).toBe(outsideBookingMessage('09:00', '15:00'));
  });
});
