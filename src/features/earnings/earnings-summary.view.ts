// Totals of a nanny's lines and a parent's charges: pure, by each line's date on the clock of the
// person the totals are for (her own zone: `today` is that zone's date, given by the route).

export interface Dated {
  date: string;
  amountCents: number;
}

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** This week (Monday to Sunday), this calendar month and all, in cents. */
export function totalsOf(lines: readonly Dated[], today: string) {
  const weekday = (new Date(`${today}T12:00:00Z`).getUTCDay() + 6) % 7;
  const monday = addDays(today, -weekday);
  const sunday = addDays(monday, 6);
  const month = today.slice(0, 7);
  const sum = (keep: (line: Dated) => boolean) =>
    lines.filter(keep).reduce((total, line) => total + line.amountCents, 0);
  return {
    weekCents: sum((l) => l.date >= monday && l.date <= sunday),
    monthCents: sum((l) => l.date.startsWith(month)),
    allCents: sum(() => true),
  };
}

/** Totals by calendar month ('YYYY-MM'), newest first. */
export function monthsOf(lines: readonly Dated[]): { month: string; totalCents: number }[] {
  const totals = new Map<string, number>();
  for (const line of lines) {
    const month = line.date.slice(0, 7);
    totals.set(month, (totals.get(month) ?? 0) + line.amountCents);
  }
  return [...totals.entries()]
    .sort(([a], [b]) => b.localeCompare(a))
    .map(([month, totalCents]) => ({ month, totalCents }));
}

/** A CSV cell: quoted when needed, and never read as a formula by a spreadsheet. */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** "18.00" from 1800 (dollars with two decimals, no sign or currency symbol). */
export const decimal = (cents: number) =>
  `${Math.trunc(cents / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;

export interface CsvLine {
  date: string;
  bookingId: string;
  kind: string;
  minutes: number;
  rateCents: number;
  amountCents: number;
  /** The zone the date is in: the booking's (the family's when she asked). */
  timeZone: string;
}

/**
 * Her lines as CSV: date,booking,kind,minutes,hours,rate,amount,zone (dollars, 2 decimals; the
 * zone the date is in, an IANA name, last so that readers of the older columns keep working).
 */
export function ledgerCsv(lines: readonly CsvLine[]): string {
  const rows = lines.map((l) =>
    [
      l.date,
      l.bookingId,
      l.kind,
      l.minutes,
      (l.minutes / 60).toFixed(2),
      decimal(l.rateCents),
      decimal(l.amountCents),
      l.timeZone,
    ]
      .map(csvCell)
      .join(','),
  );
  const header = ['date', 'booking', 'kind', 'minutes', 'hours', 'rate', 'amount', 'zone'];
  return [header.join(','), ...rows].map((row) => `${row}\r\n`).join('');
}
