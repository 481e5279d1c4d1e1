import { formatNumber } from './numbers.js';
// What a nanny is paid (docs/product.md, Payments: the pay rule); both the server and the web app
// show these figures.

/**
 * Pay per hour, in cents: $18, and $20 after 15 clean sessions (docs/product.md, Payments: the pay
 * rule).
 */
export const BASE_RATE_CENTS = 1800;
export const RAISED_RATE_CENTS = 2000;
export const CLEAN_SESSIONS_FOR_RAISE = 15;

/** What `minutes` of care pay at a rate, in whole cents (rates are per hour, minutes in 15s). */
export function amountCents(minutes: number, rateCents: number): number {
  return Math.round((minutes * rateCents) / 60);
}

/** "$54.00" */
export function dollars(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}$${formatNumber(Math.floor(abs / 100))}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * Her hourly rate now, in cents: $20 once she has reached 15 clean sessions (`raisedSince`, the
 * moment she did, is set), else $18. The earnings feature keeps `raisedSince`.
 */
export const currentRateCentsOf = (raisedSince: string | Date | null): number =>
  raisedSince === null ? BASE_RATE_CENTS : RAISED_RATE_CENTS;
