import { validationError } from '../../infra/domain/errors.js';
import {
  bookingWindowOf,
  DATE_AND_TIME_MESSAGE,
  END_AFTER_START_MESSAGE,
  INVALID_DATE_MESSAGE,
  STEP_MESSAGE,
} from '../../shared/booking-times.js';
import {
  seriesDates,
  seriesWeeksProblem,
  SERIES_CONSENT_MESSAGE,
  SERIES_DATE_MESSAGE,
  SERIES_NOTHING_LEFT_MESSAGE,
  type SeriesDate,
} from '../../shared/booking-series.js';
import { conflictError } from '../../infra/domain/errors.js';
import { fitsHours, hoursSeenFrom } from '../../shared/time-zones.js';
import { alreadyBookedMessage, notAvailableMessage, overlapsAny } from './booking-request.rules.js';
import type { RequestBooking } from './bookings.commands.js';

/** What a series is decided on: the facts a single request is (one read for every date). */
export type SeriesFacts = Pick<
  RequestBooking,
  'nanny' | 'hours' | 'accepted' | 'timeZone' | 'nannyZone' | 'startTime' | 'endTime' | 'at'
>;

/**
 * Problems that are the times' own, the same on every date (format, steps, order): the whole
 * series is refused. Any other problem is the date's (past, beyond the horizon, a time the
 * clocks skip, her hours, her bookings) and only that date is left out.
 */
const TIMES_PROBLEMS = new Set([
  DATE_AND_TIME_MESSAGE,
  END_AFTER_START_MESSAGE,
  INVALID_DATE_MESSAGE,
  STEP_MESSAGE,
  'Please choose an end time.',
  'Please enter times as HH:MM.',
]);

/**
 * Each date of the series and whether it can be requested, under the rules a single request is
 * decided by (the same instants, her hours on her clock, her accepted bookings). Bad weeks or
 * bad times refuse the whole series (400).
 */
export function previewSeries(
  facts: SeriesFacts,
  series: { firstDate: string; weeks: number },
): SeriesDate[] {
  const weeks = seriesWeeksProblem(series.weeks);
  if (weeks) throw validationError(weeks);
  const now = new Date(facts.at);
  const first = bookingWindowOf({ ...facts, date: series.firstDate }, facts.timeZone, now);
  if (!first.ok && TIMES_PROBLEMS.has(first.problem)) throw validationError(first.problem);
  return seriesDates(series.firstDate, series.weeks).map((date) => {
    const problem = dateProblem(facts, date, now);
    return { date, fits: problem === null, problem };
  });
}

function dateProblem(facts: SeriesFacts, date: string, now: Date): string | null {
  const window = bookingWindowOf({ ...facts, date }, facts.timeZone, now);
  if (!window.ok) return window.problem;
  const name = facts.nanny?.fullName ?? '';
  const hoursOn = (day: string) => facts.hours[day] ?? [];
  if (!fitsHours(window.value, facts.nannyZone, hoursOn)) {
    return notAvailableMessage(
      name,
      date,
      hoursSeenFrom(date, facts.timeZone, facts.nannyZone, hoursOn),
    );
  }
  const own = {
    startsAt: window.value.startsAt.toISOString(),
    endsAt: window.value.endsAt.toISOString(),
  };
  if (overlapsAny(own, facts.accepted)) return alreadyBookedMessage(name);
  return null;
}

/**
 * The dates to request: every date that fits, less those she chose to leave out. Each date that
 * does not fit must be among those she agreed to leave out (she saw them in the preview); if one
 * no longer fits since, she is asked again (409). At least one date must be left.
 */
export function datesToRequest(preview: readonly SeriesDate[], leaveOut: readonly string[]) {
  const dates = new Set(preview.map((d) => d.date));
  if (leaveOut.some((date) => !dates.has(date))) throw validationError(SERIES_DATE_MESSAGE);
  const left = new Set(leaveOut);
  if (preview.some((d) => !d.fits && !left.has(d.date)))
    throw conflictError(SERIES_CONSENT_MESSAGE);
  const chosen = preview.filter((d) => d.fits && !left.has(d.date)).map((d) => d.date);
  if (chosen.length === 0) throw conflictError(SERIES_NOTHING_LEFT_MESSAGE);
  return chosen;
}
