import { describe, expect, it } from 'vitest';
import {
  earningsChange,
  type EarningsFact,
  type EarningsSession,
  type LedgerLine,
} from './earnings.rows.js';
import { lateCancellationMinutes, NO_PROGRESS, type Progress } from './pay-rule.js';

// The pay rule, clause by clause, over the events that drive it (one nanny, 3-hour sessions
// on consecutive March days from 09:00 UTC, confirmed the same day at 13:00 unless told).

const day = (n: number, time = '09:00') => `2026-03-${String(n).padStart(2, '0')}T${time}:00.000Z`;

function requested(n: number, startsAt = day(n)): EarningsFact {
  return {
    type: 'BookingRequested',
    data: {
      bookingId: `b${n}`,
      nannyId: 'nina',
      parentId: 'paula',
      nannyName: 'Nina',
      parentName: 'Paula',
      date: startsAt.slice(0, 10),
      startTime: startsAt.slice(11, 16),
      endTime: '12:00',
      startsAt,
    },
  };
}
const confirmed = (n: number, at = day(n, '13:00'), minutes = 180): EarningsFact => ({
  type: 'SessionHoursConfirmed',
  data: { bookingId: `b${n}`, minutes, confirmedAt: at },
});
const judged = (n: number, significant: boolean): EarningsFact => ({
  type: 'IncidentDecided',
  data: { bookingId: `b${n}`, significant },
});
const cancelled = (n: number, bookedMinutes: number, by: 'parent' | 'nanny' = 'parent') =>
  ({
    type: 'BookingCancelled',
    data: {
      bookingId: `b${n}`,
      cancelledBy: by,
      late: true,
      bookedMinutes,
      cancelledAt: day(n, '08:00'),
    },
  }) as EarningsFact;
/** Sessions `from`..`to`, each requested and confirmed in turn. */
const sessions = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => [
    requested(from + i),
    confirmed(from + i),
  ]).flat();

/** Folds events as the projection does, in memory. */
function ledgerOf(events: EarningsFact[]): { lines: LedgerLine[]; progress: Progress } {
  const byBooking = new Map<string, EarningsSession>();
  let progress = NO_PROGRESS;
  const lines: LedgerLine[] = [];
  for (const event of events) {
    const change = earningsChange(event, byBooking.get(event.data.bookingId), progress);
    if (change.session) byBooking.set(change.session.bookingId, change.session);
    if (change.progress) progress = change.progress;
    if (change.line) lines.push(change.line);
  }
  return { lines, progress };
}
const rateOf = (lines: LedgerLine[], bookingId: string) =>
  lines.find((l) => l.bookingId === bookingId)?.rateCents;

describe('the pay rule', () => {
  it('pays a counted session $18/h below 15 clean sessions, in integer cents', () => {
    const { lines, progress } = ledgerOf([requested(1), confirmed(1, day(1, '13:00'), 135)]);
    expect(lines).toEqual([
      expect.objectContaining({
        kind: 'session',
        minutes: 135,
        rateCents: 1800,
        amountCents: 4050,
      }),
    ]);
    expect(progress).toEqual({ cleanSessions: 1, raisedSince: null });
  });

  it('counts a session only once its hours are confirmed', () => {
    const { lines, progress } = ledgerOf([requested(1)]);
    expect(lines).toEqual([]);
    expect(progress).toEqual(NO_PROGRESS);
  });

  it('pays the 15th clean session $18 and dates the raise from its confirmation', () => {
    const { lines, progress } = ledgerOf(sessions(1, 15));
    expect(rateOf(lines, 'b15')).toBe(1800);
    expect(progress).toEqual({ cleanSessions: 15, raisedSince: day(15, '13:00') });
  });

  it('pays a 16th session that starts after the 15th was confirmed $20', () => {
    const { lines } = ledgerOf(sessions(1, 16));
    expect(lines.at(-1)).toMatchObject({ bookingId: 'b16', rateCents: 2000, amountCents: 6000 });
  });

  it('pays $18 for a 16th that started before the 15th was confirmed (never retroactive)', () => {
    const early = requested(16, day(15, '10:00'));
    const { lines } = ledgerOf([...sessions(1, 15), early, confirmed(16, day(15, '15:00'))]);
    expect(rateOf(lines, 'b16')).toBe(1800);
    expect(lines.every((line) => line.bookingId === 'b16' || line.rateCents === 1800)).toBe(true);
  });

  it('pays but does not count a session judged significant before its confirmation', () => {
    const events = [...sessions(1, 14), requested(15), judged(15, true), confirmed(15)];
    const { lines, progress } = ledgerOf(events);
    expect(rateOf(lines, 'b15')).toBe(1800);
    expect(progress).toEqual({ cleanSessions: 14, raisedSince: null });
    const next = ledgerOf([...events, ...sessions(16, 17)]);
    expect(next.progress).toEqual({ cleanSessions: 16, raisedSince: day(16, '13:00') });
    expect(rateOf(next.lines, 'b17')).toBe(2000);
  });

  it('takes the raise away when a significant judgment after it drops the count below 15', () => {
    const events = [...sessions(1, 16), judged(3, true)];
    const { lines, progress } = ledgerOf(events);
    expect(progress).toEqual({ cleanSessions: 15, raisedSince: day(15, '13:00') });
    const dropped = ledgerOf([...events, judged(16, true), ...sessions(17, 18)]);
    // Lines already written keep their rate; b17 brings her back to 15 at $18, b18 is $20.
    expect(rateOf(dropped.lines, 'b16')).toBe(2000);
    expect(rateOf(dropped.lines, 'b17')).toBe(1800);
    expect(dropped.progress).toEqual({ cleanSessions: 16, raisedSince: day(17, '13:00') });
    expect(rateOf(dropped.lines, 'b18')).toBe(2000);
    expect(lines).toHaveLength(16);
  });

  it('leaves the count alone when an incident is judged not significant, or judged twice', () => {
    const { progress } = ledgerOf([
      ...sessions(1, 2),
      judged(1, false),
      judged(2, true),
      judged(2, true),
    ]);
    expect(progress).toEqual({ cleanSessions: 1, raisedSince: null });
  });

  it('pays the hours an operator settled a dispute on, at the settled times', () => {
    const { lines } = ledgerOf([
      requested(1),
      { type: 'SessionCompleted', data: { bookingId: 'b1', startTime: '09:00', endTime: '12:30' } },
      {
        type: 'SessionDisputeSettled',
        data: { bookingId: 'b1', startTime: '09:15', endTime: '11:30' },
      },
      confirmed(1, day(2, '10:00'), 135),
    ]);
    expect(lines).toEqual([
      expect.objectContaining({
        startTime: '09:15',
        endTime: '11:30',
        minutes: 135,
        amountCents: 4050,
      }),
    ]);
  });

  it("pays a parent's late cancellation 50% of the booked time, at least 1 hour, up to 15 minutes", () => {
    expect(lateCancellationMinutes(240)).toBe(120);
    expect(lateCancellationMinutes(90)).toBe(60);
    expect(lateCancellationMinutes(150)).toBe(75);
    expect(lateCancellationMinutes(135)).toBe(75);
    const { lines, progress } = ledgerOf([requested(1), cancelled(1, 150)]);
    expect(lines).toEqual([
      expect.objectContaining({
        kind: 'late_cancellation',
        minutes: 75,
        rateCents: 1800,
        amountCents: 2250,
      }),
    ]);
    expect(progress).toEqual(NO_PROGRESS);
  });

  it('pays a late cancellation at the rate in force for that booking', () => {
    const { lines } = ledgerOf([...sessions(1, 15), requested(20), cancelled(20, 240)]);
    expect(lines.at(-1)).toMatchObject({
      kind: 'late_cancellation',
      rateCents: 2000,
      amountCents: 4000,
    });
  });

  it("pays nothing for the nanny's own late cancellation or an early one", () => {
    const early: EarningsFact = {
      type: 'BookingCancelled',
      data: {
        bookingId: 'b2',
        cancelledBy: 'parent',
        late: false,
        bookedMinutes: 180,
        cancelledAt: day(1),
      },
    };
    const { lines } = ledgerOf([requested(1), cancelled(1, 180, 'nanny'), requested(2), early]);
    expect(lines).toEqual([]);
  });
});
