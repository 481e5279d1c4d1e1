// What a family pays and a nanny receives, in integer cents: rules both the server (charges) and
// the web app (the booking form's estimate, the tip form, the Terms) apply. No Node imports and
// no I/O, so web/src imports it as `@shared/...`. docs/product.md (Payments) states each rule.
//
// The service fee is the platform's and the family pays it on top of the nanny's pay: it is
// never taken from her rate. It is charged on the hours of care only: a tip and a late
// cancellation carry no fee, and every cent of a tip goes to the nanny.

import { amountCents, dollars } from './pay-rates.js';
import { formatNumber } from './numbers.js';

/** The service fee when SERVICE_FEE_BASIS_POINTS is not set: 10 % (1,000 basis points). */
export const DEFAULT_SERVICE_FEE_BASIS_POINTS = 1000;
/** The highest fee the configuration accepts: 50 %. */
export const MAX_SERVICE_FEE_BASIS_POINTS = 5000;
const BASIS_POINTS = 10_000;

/** The largest tip a parent may add to a session: $500. */
export const MAX_TIP_CENTS = 50_000;
export const TIP_MESSAGE = 'Please enter a tip between $0.00 and $500.00, in dollars and cents.';

/**
 * The fee on an amount of care, rounded to the nearest cent, half a cent up (10 % of $40.05 is
 * $4.005: $4.01). Integer arithmetic only: no floating point touches an amount.
 */
export function serviceFeeCents(careCents: number, feeBasisPoints: number): number {
  return Math.floor((careCents * feeBasisPoints + BASIS_POINTS / 2) / BASIS_POINTS);
}

/** "10%" or "12.5%": a fee in basis points as people read it. */
export const feePercentText = (feeBasisPoints: number): string =>
  `${formatNumber(feeBasisPoints / 100, 2)}%`;

/** Every amount of one charge, in cents. */
export interface ChargeAmounts {
  /** Hours of care at the nanny's rate (or the late-cancellation pay). */
  careCents: number;
  /** The platform's service fee, on care only. */
  feeCents: number;
  /** The parent's tip: all of it goes to the nanny, no fee. */
  tipCents: number;
  /** What the card is charged: care + fee + tip. */
  totalCents: number;
  /** What the nanny receives: care + tip (the fee is never hers and never taken from her). */
  nannyCents: number;
}

function amounts(careCents: number, feeCents: number, tipCents: number): ChargeAmounts {
  return {
    careCents,
    feeCents,
    tipCents,
    totalCents: careCents + feeCents + tipCents,
    nannyCents: careCents + tipCents,
  };
}

/** A confirmed session: its confirmed minutes at the rate in force, the fee on that, a tip. */
export function sessionCharge(session: {
  minutes: number;
  rateCents: number;
  tipCents: number;
  feeBasisPoints: number;
}): ChargeAmounts {
  const care = amountCents(session.minutes, session.rateCents);
  return amounts(care, serviceFeeCents(care, session.feeBasisPoints), session.tipCents);
}

/** A parent's late cancellation: the late-cancellation pay (the ledger's line), with no fee. */
export const lateCancellationCharge = (payCents: number): ChargeAmounts => amounts(payCents, 0, 0);

/**
 * What the booking form shows before "Request Booking": the booked minutes at her rate now, the
 * fee and the total. The card is charged after the session, for the hours confirmed then.
 */
export const bookingEstimate = (
  minutes: number,
  rateCents: number,
  feeBasisPoints: number,
): ChargeAmounts => sessionCharge({ minutes, rateCents, tipCents: 0, feeBasisPoints });

/** The problem with a tip in cents, or null: a whole number of cents from $0 to $500. */
export function tipProblem(tipCents: number): string | null {
  return Number.isSafeInteger(tipCents) && tipCents >= 0 && tipCents <= MAX_TIP_CENTS
    ? null
    : TIP_MESSAGE;
}

/**
 * A tip as typed ("5", "5.50", "$5.5", empty for none) in cents, or null when it does not read
 * as dollars and cents. Parsed as text so "0.1 + 0.2" never happens to an amount.
 */
export function tipCentsOf(text: string): number | null {
  const trimmed = text.trim().replace(/^\$/, '');
  if (trimmed === '') return 0;
  const match = /^(\d{1,6})(?:\.(\d{1,2}))?$/.exec(trimmed);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** "3 hours at $18.00/hour: $54.00; service fee (10%): $5.40; total: $59.40" as lines. */
export function estimateLines(
  estimate: ChargeAmounts,
  minutes: number,
  rateCents: number,
  feeBasisPoints: number,
): { label: string; amount: string }[] {
  const hours = minutes / 60;
  const hoursText = `${formatNumber(hours, 2)} ${hours === 1 ? 'hour' : 'hours'}`;
  return [
    { label: `${hoursText} at ${dollars(rateCents)}/hour`, amount: dollars(estimate.careCents) },
    {
      label: `Service fee (${feePercentText(feeBasisPoints)})`,
      amount: dollars(estimate.feeCents),
    },
    { label: 'Total', amount: dollars(estimate.totalCents) },
  ];
}

/** Under the estimate, before "Request Booking". */
export const CHARGED_AFTER_TEXT =
  'Nothing is charged now. Your card is charged after the session, for the hours confirmed then. The service fee is the platform’s and is never taken from the nanny’s rate.';

/**
 * How a refund of `amountCents` splits between the platform's fee and her share, in proportion
 * to the charge (half a cent to the fee), never returning more of either than is left of it.
 */
export function refundSplit(
  charge: { totalCents: number; feeCents: number; nannyCents: number },
  left: { feeCents: number; nannyCents: number },
  amountCents: number,
): { feeCents: number; nannyCents: number } {
  const proportional =
    charge.totalCents === 0
      ? 0
      : Math.floor(
          (amountCents * charge.feeCents * 2 + charge.totalCents) / (2 * charge.totalCents),
        );
  const feeCents = Math.min(proportional, left.feeCents, amountCents);
  const nannyCents = Math.min(amountCents - feeCents, left.nannyCents);
  // Whatever rounding left over comes from the fee (the family gets back what she was refunded).
  return { feeCents: amountCents - nannyCents, nannyCents };
}

/** refundSplit of a charge of which `refunded` was already given back: left is the rest. */
export const refundSplitAfter = (
  charge: { totalCents: number; feeCents: number; nannyCents: number },
  refunded: { feeCents: number; nannyCents: number },
  amountCents: number,
): { feeCents: number; nannyCents: number } =>
  refundSplit(
    charge,
    {
      feeCents: charge.feeCents - refunded.feeCents,
      nannyCents: charge.nannyCents - refunded.nannyCents,
    },
    amountCents,
  );

export const REFUND_REASON_MAX_LENGTH = 500;
export const REFUND_TOO_LARGE_MESSAGE = 'A refund cannot be more than what is left of the charge.';
export const REFUND_AMOUNT_MESSAGE = 'Please enter an amount of at least $0.01.';
export const REFUND_REASON_MESSAGE = 'Please give a reason for the refund.';
export const REFUND_REASON_TOO_LONG_MESSAGE = 'Please keep the reason to 500 characters.';

/** A request without a saved card (payments on): 409, and the form offers to add one. */
export const CARD_REQUIRED_MESSAGE =
  'Please add a card before your first request. It is charged only after a session, for the confirmed hours.';
