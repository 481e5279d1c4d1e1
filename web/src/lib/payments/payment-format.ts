import { dollars } from '@shared/booking-times';

// How amounts, rates and months read on both Payments tabs. Amounts are integer
// cents from the server; the page only formats them, never computes pay.

/** "$18/hour", "$18.50/hour": whole dollars without cents, as the pay rule is spoken. */
export function rateText(rateCents: number): string {
  const amount = dollars(rateCents);
  return `${rateCents % 100 === 0 ? amount.slice(0, -3) : amount}/hour`;
}

/** 150 -> "2.5 hours", 60 -> "1 hour", 45 -> "0.75 hours" (minutes come in 15-minute steps). */
export function hoursText(minutes: number): string {
  const hours = Math.round((minutes / 60) * 100) / 100;
  return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}

const monthFormat = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "2026-03" -> "March 2026", the same wherever the browser is. */
export function monthText(month: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (match === null) return month;
  return monthFormat.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1)));
}

const shortDate = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "2026-03-03" -> "Tue, Mar 3, 2026" for a list line. */
export function lineDateText(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (match === null) return date;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  return shortDate.format(new Date(Date.UTC(year, month - 1, day)));
}

const longDate = (timeZone: string | null) =>
  new Intl.DateTimeFormat('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    ...(timeZone === null ? {} : { timeZone }),
  });

/** An instant's date in the platform zone (when known): "March 3, 2026". */
export function instantDateText(iso: string, timeZone: string | null): string {
  const instant = new Date(iso);
  return Number.isNaN(instant.getTime()) ? iso : longDate(timeZone).format(instant);
}

/** What a line is: "Session" or "Late cancellation"; an unknown kind as the server names it. */
export function lineKindText(kind: string): string {
  if (kind === 'session') return 'Session';
  if (kind === 'late_cancellation') return 'Late cancellation';
  const words = kind.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
