// The shapes of the earnings and payments API (EARNINGS-CONTRACT.md), one definition for the
// nanny's and the parent's Payments tabs and the operator's views of the same money.

/** What a line is for. Display code still names a kind it does not know (lineKindText). */
export type LedgerKind = 'session' | 'late_cancellation';

/** One ledger line: what one session or late cancellation paid her. */
export interface LedgerLine {
  id: string;
  bookingId: string;
  kind: LedgerKind;
  date: string;
  startTime: string;
  endTime: string;
  minutes: number;
  rateCents: number;
  amountCents: number;
  parentName: string | null;
  recordedAt: string;
}

/** GET /api/nanny/earnings: her rate, her progress toward the raise, totals and lines. */
export interface NannyEarnings {
  rateCents: number;
  cleanSessions: number;
  sessionsForRaise: number;
  /** When her clean count reached the threshold; null while it has not (or fell back). */
  raisedSince: string | null;
  totals: { weekCents: number; monthCents: number; allCents: number };
  /** Newest first. */
  lines: LedgerLine[];
}

/** One charge: what a session, or a late cancellation, costs her. */
export interface ParentCharge {
  id: string;
  bookingId: string;
  kind: LedgerKind;
  date: string;
  startTime: string;
  endTime: string;
  minutes: number;
  rateCents: number;
  amountCents: number;
  nannyName: string;
  recordedAt: string;
}

/** GET /api/parent/payments: her charges and their totals by month ('YYYY-MM'). */
export interface ParentPayments {
  sessions: ParentCharge[];
  months: { month: string; totalCents: number }[];
}
