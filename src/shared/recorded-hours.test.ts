import { describe, expect, it } from 'vitest';
import { instantOf } from './booking-times.js';
import { outsideBookingMessage, outsideBookingProblem, waitsForParent } from './recorded-hours.js';

const NY = 'America/New_York';
const on = (date: string, start: string, end: string) => ({
  date,
  startsAt: instantOf(date, start, NY)!,
  endsAt: instantOf(date, end, NY)!,
});

describe('recorded hours near the booking', () => {
  it('lie from 1 hour before the booked start to 2 hours after its end', () => {
    const booked = on('2026-12-01', '09:30', '12:30');
    expect(outsideBookingProblem(booked, on('2026-12-01', '08:30', '14:30'), NY)).toBeNull();
    expect(outsideBookingProblem(booked, on('2026-12-01', '08:15', '12:30'), NY)).toBe(
      outsideBookingMessage('08:30', '14:30'),
    );
  });

  it('are measured on the instants across a daylight-saving change', () => {
    // 2026-11-01: 01:00–02:00 happens twice. Booked 00:00–01:00 (EDT): two hours after its end
    // is 02:00 EST, three wall-clock hours later.
    const booked = on('2026-11-01', '00:00', '01:00');
    expect(outsideBookingProblem(booked, on('2026-11-01', '00:00', '02:00'), NY)).toBeNull();
    expect(outsideBookingProblem(booked, on('2026-11-01', '00:00', '02:15'), NY)).toBe(
      outsideBookingMessage('00:00', '02:00'),
    );
  });

  it('wait for the parent when more than 30 minutes longer than booked (30 exactly do not)', () => {
    expect(waitsForParent(60, 90)).toBe(false);
    expect(waitsForParent(60, 105)).toBe(true);
    expect(waitsForParent(180, 60)).toBe(false);
  });
});
