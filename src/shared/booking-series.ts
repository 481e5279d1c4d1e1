// Weekly recurring bookings: the rules both the server and the booking form apply (STYLE.md
// "Rules both sides need"). No Node imports and no I/O, so web/src imports it as `@shared/...`.
//
// A series is the same wall-clock times on the same weekday for a number of weeks, in the
// family's zone like any booking: across a daylight-saving change the times on the wall repeat
// and the instants they name shift by the change. Each date is an ordinary booking.

import { daysAfter } from './booking-horizon.js';

export const MIN_SERIES_WEEKS = 2;
export const MAX_SERIES_WEEKS = 12;

export const SERIES_WEEKS_MESSAGE = 'Please choose from 2 to 12 weeks.';
export const SERIES_NOTHING_LEFT_MESSAGE =
  'None of these dates can be requested. Please choose other times or another day.';
export const SERIES_CONSENT_MESSAGE =
  'Some dates do not fit her hours or her bookings any more. Please look at the dates again and agree to leave them out.';
export const SERIES_DATE_MESSAGE = 'Please leave out only dates of this series.';
export const SERIES_NOT_FOUND_MESSAGE = 'Series not found.';
export const SERIES_NOTHING_PENDING_MESSAGE = 'No date of this series is waiting for an answer.';
export const SERIES_NOTHING_TO_CANCEL_MESSAGE = 'No date of this series is left to cancel.';

/** The problem with a number of weeks, or null. */
export const seriesWeeksProblem = (weeks: number): string | null =>
  Number.isInteger(weeks) && weeks >= MIN_SERIES_WEEKS && weeks <= MAX_SERIES_WEEKS
    ? null
    : SERIES_WEEKS_MESSAGE;

/** The series' dates: `firstDate` and the same weekday in each following week. */
export const seriesDates = (firstDate: string, weeks: number): string[] =>
  Array.from({ length: weeks }, (_, week) => daysAfter(firstDate, 7 * week));

/** Each date of a series as the preview shows it: whether it can be requested and, if not, why. */
export interface SeriesDate {
  date: string;
  fits: boolean;
  problem: string | null;
}

export const seriesSentMessage = (count: number) =>
  `Weekly requests sent: ${count} ${count === 1 ? 'date' : 'dates'}.`;
export const seriesAcceptedMessage = (count: number) =>
  `Series accepted: ${count} ${count === 1 ? 'date' : 'dates'}.`;
export const seriesDeclinedMessage = (count: number) =>
  `Series declined: ${count} ${count === 1 ? 'date' : 'dates'}.`;
export const seriesCancelledMessage = (count: number) =>
  `Series cancelled: ${count} ${count === 1 ? 'date' : 'dates'}.`;
