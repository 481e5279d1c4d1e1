import { describe, expect, it } from 'vitest';
import {
  bookingEstimate,
  DEFAULT_SERVICE_FEE_BASIS_POINTS,
  estimateLines,
  feePercentText,
  lateCancellationCharge,
  refundSplit,
  serviceFeeCents,
  sessionCharge,
  tipCentsOf,
  tipProblem,
  TIP_MESSAGE,
} from './payment-amounts.js';

describe('the service fee', () => {
  it('is 10% by default, in basis points', () => {
    expect(DEFAULT_SERVICE_FEE_BASIS_POINTS).toBe(1000);
    expect(serviceFeeCents(5400, 1000)).toBe(540);
  });

  it('rounds to the nearest cent, half a cent up', () => {
    // 10% of $40.05 is 400.5 cents: 401.
    expect(serviceFeeCents(4005, 1000)).toBe(401);
    // 10% of $40.04 is 400.4 cents: 400.
    expect(serviceFeeCents(4004, 1000)).toBe(400);
    // 12.5% of $0.04 is half a cent: 1.
    expect(serviceFeeCents(4, 1250)).toBe(1);
    expect(serviceFeeCents(3, 1250)).toBe(0);
    expect(serviceFeeCents(0, 1000)).toBe(0);
  });

  it('reads as a percentage', () => {
    expect(feePercentText(1000)).toBe('10%');
    expect(feePercentText(1250)).toBe('12.5%');
  });
});

describe('a session charge', () => {
  it('charges the confirmed hours at the rate, the fee on those, and the tip with no fee', () => {
    expect(
      sessionCharge({ minutes: 180, rateCents: 1800, tipCents: 1000, feeBasisPoints: 1000 }),
    ).toEqual({
      careCents: 5400,
      feeCents: 540,
      tipCents: 1000,
      totalCents: 6940,
      nannyCents: 6400,
    });
  });

  it('never takes the fee from her pay: she receives care and tip, the family pays the fee', () => {
    const charge = sessionCharge({
      minutes: 135,
      rateCents: 2000,
      tipCents: 0,
      feeBasisPoints: 1000,
    });
    expect(charge.nannyCents).toBe(4500);
    expect(charge.totalCents - charge.nannyCents).toBe(charge.feeCents);
    expect(charge.feeCents).toBe(450);
  });

  it('charges a late cancellation the pay alone, with no fee', () => {
    expect(lateCancellationCharge(2700)).toEqual({
      careCents: 2700,
      feeCents: 0,
      tipCents: 0,
      totalCents: 2700,
      nannyCents: 2700,
    });
  });
});

describe('the estimate on the booking form', () => {
  it('shows hours at her rate, the fee and the total', () => {
    const estimate = bookingEstimate(150, 1800, 1000);
    expect(estimate.totalCents).toBe(4950);
    expect(estimateLines(estimate, 150, 1800, 1000)).toEqual([
      { label: '2.5 hours at $18.00/hour', amount: '$45.00' },
      { label: 'Service fee (10%)', amount: '$4.50' },
      { label: 'Total', amount: '$49.50' },
    ]);
    expect(estimateLines(bookingEstimate(60, 2000, 1000), 60, 2000, 1000)[0]!.label).toBe(
      '1 hour at $20.00/hour',
    );
  });
});

describe('tips', () => {
  it('reads dollars and cents as typed, without floating point', () => {
    expect(tipCentsOf('')).toBe(0);
    expect(tipCentsOf('5')).toBe(500);
    expect(tipCentsOf('$5.5')).toBe(550);
    expect(tipCentsOf(' 10.05 ')).toBe(1005);
    expect(tipCentsOf('0.29')).toBe(29);
    expect(tipCentsOf('5.555')).toBeNull();
    expect(tipCentsOf('-5')).toBeNull();
    expect(tipCentsOf('five')).toBeNull();
    expect(tipCentsOf('1e3')).toBeNull();
  });

  it('accepts whole cents from $0 to $500', () => {
    expect(tipProblem(0)).toBeNull();
    expect(tipProblem(50_000)).toBeNull();
    expect(tipProblem(50_001)).toBe(TIP_MESSAGE);
    expect(tipProblem(-1)).toBe(TIP_MESSAGE);
    expect(tipProblem(10.5)).toBe(TIP_MESSAGE);
    expect(TIP_MESSAGE).toBe('Please enter a tip between $0.00 and $500.00, in dollars and cents.');
  });
});

describe('a refund', () => {
  const charge = { totalCents: 6940, feeCents: 540, nannyCents: 6400 };
  it('returns the fee in proportion and reverses the rest from her share', () => {
    // Half of $69.40: $34.70, of which half the fee, $2.70.
    expect(refundSplit(charge, charge, 3470)).toEqual({ feeCents: 270, nannyCents: 3200 });
    expect(refundSplit(charge, charge, 6940)).toEqual({ feeCents: 540, nannyCents: 6400 });
    // 1 cent: 540/6940 of a cent rounds to no fee.
    expect(refundSplit(charge, charge, 1)).toEqual({ feeCents: 0, nannyCents: 1 });
  });

  it('never returns more of either share than is left of it', () => {
    const left = { feeCents: 270, nannyCents: 3199 };
    expect(refundSplit(charge, left, 3469)).toEqual({ feeCents: 270, nannyCents: 3199 });
  });

  it('a late cancellation has no fee to return', () => {
    const late = { totalCents: 2700, feeCents: 0, nannyCents: 2700 };
    expect(refundSplit(late, late, 1000)).toEqual({ feeCents: 0, nannyCents: 1000 });
  });
});
