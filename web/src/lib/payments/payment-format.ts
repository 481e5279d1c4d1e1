import { dollars } from '@shared/pay-rates';

// How amounts and rates read on both Payments tabs. Amounts are integer
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

/** What a line is: "Session" or "Late cancellation"; an unknown kind as the server names it. */
export function lineKindText(kind: string): string {
  if (kind === 'session') return 'Session';
  if (kind === 'late_cancellation') return 'Late cancellation';
  const words = kind.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
