import type { ReplayReport } from './replay-api';
import { formatNumber } from '@shared/numbers';

/** Under a table cut short: the server sends only the first differences. */
export const moreDifferencesText = 'and more differences not shown';

const count = (n: number, noun: string) => `${formatNumber(n)} ${noun}${n === 1 ? '' : 's'}`;

const secondsOf = (seconds: number) => seconds.toFixed(2);

/** The report's headline: "Equal: replayed 120 events in 0.42 s; ..." or how many differ. */
export function replaySummary(report: ReplayReport): string {
  const replayed = `replayed ${count(report.events, 'event')} in ${secondsOf(report.seconds)} s`;
  if (report.equal) return `Equal: ${replayed}; every read table matches the live data.`;
  const shown = count(report.differences.length, 'difference');
  return `Not equal: ${replayed}; ${report.truncated ? `the first ${shown}` : shown} below.`;
}

/** A cell of the differences table: text as it is, anything else as JSON ("null", "{...}"). */
export function formatCell(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === undefined) return '(none)';
  return JSON.stringify(value);
}
