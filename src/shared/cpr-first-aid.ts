// The operator's dating of a nanny's CPR / First Aid card (docs/product.md, Directory: CPR /
// First Aid): the rule the console shows before sending and the server enforces. No Node imports
// and no I/O (web imports `@shared/cpr-first-aid`).

import { isCalendarDate } from './booking-times.js';

export const CPR_VALID_UNTIL_MESSAGE = 'Please enter the date the card is valid until.';
/** How far ahead an operator may date a card: cards are issued for two years, some for three. */
export const CPR_MAX_YEARS_AHEAD = 3;

/** The same calendar day some years later (29 February becomes 28 February). */
export function yearsAfter(date: string, years: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const later = new Date(Date.UTC(year + years, month - 1, day));
  if (later.getUTCMonth() !== month - 1) later.setUTCDate(0);
  return later.toISOString().slice(0, 10);
}

/** A real date from today (YYYY-MM-DD) to CPR_MAX_YEARS_AHEAD years ahead, else the message. */
export function validUntilProblem(validUntil: string, today: string): string | null {
  return isCalendarDate(validUntil) &&
    validUntil >= today &&
    validUntil <= yearsAfter(today, CPR_MAX_YEARS_AHEAD)
    ? null
    : CPR_VALID_UNTIL_MESSAGE;
}
