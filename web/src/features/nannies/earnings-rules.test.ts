import { describe, expect, it } from 'vitest';
import type { LedgerLine } from '../../lib/payments';
import {
  bookingLink,
  lineOfBooking,
  lineTitle,
  progressText,
  progressValue,
} from './earnings-rules';

const progress = (cleanSessions: number, raisedSince: string | null = null) => ({
  cleanSessions,
  sessionsForRaise: 15,
  raisedSince,
});

describe('her progress toward $20/hour', () => {
  it('counts her clean sessions toward the raise', () => {
    expect(progressText(progress(9), 'UTC')).toBe('9 of 15 sessions toward $20/hour');
    expect(progressValue(progress(9))).toBe(9);
  });

  it('says since when she earns $20/hour, in the platform zone', () => {
    const raised = progress(15, '2026-03-04T02:00:00.000Z');
    expect(progressText(raised, 'America/New_York')).toBe(
      '15 of 15 sessions: you earn $20/hour since March 3, 2026.',
    );
  });

  it('fills the bar no further than the threshold', () => {
    expect(progressValue(progress(22, '2026-03-04T02:00:00.000Z'))).toBe(15);
  });

  it('says the count is back below the threshold when the raise was lost', () => {
    expect(progressText(progress(14), 'UTC')).toBe('14 of 15 sessions toward $20/hour');
  });
});

describe('a ledger line', () => {
  it('names the kind and the family when she may see it', () => {
    expect(lineTitle('session', 'Paula Tester')).toBe('Session with Paula Tester');
    expect(lineTitle('late_cancellation', null)).toBe('Late cancellation');
  });

  it('links to the booking on her Bookings tab', () => {
    expect(bookingLink('b 1')).toBe('?tab=bookings&booking=b%201');
  });
});

describe("a booking's pay", () => {
  it('is the ledger line it gave, once there is one', () => {
    const line = { id: 'l1', bookingId: 'b1', amountCents: 5400 } as LedgerLine;
    expect(lineOfBooking([line], 'b1')).toBe(line);
    expect(lineOfBooking([line], 'b2')).toBeNull();
    expect(lineOfBooking(undefined, 'b1')).toBeNull();
  });
});
