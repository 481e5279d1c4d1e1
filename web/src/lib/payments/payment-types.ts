// The shapes of the earnings and payments API (src/features/earnings/earnings.view.ts), one
// definition for the nanny's and the parent's Payments tabs and the operator's views of the same
// money, as the server's route schemas declare them (generated: web/src/lib/api/schema.ts).
import type { ApiResponse } from '../api/api';

/** GET /api/nanny/earnings: her rate, her progress toward the raise, totals and lines. */
export type NannyEarnings = ApiResponse<'/api/nanny/earnings'>;

/** One ledger line: what one session or late cancellation paid her. */
export type LedgerLine = NannyEarnings['lines'][number];

/** What a line is for. Display code still names a kind it does not know (lineKindText). */
export type LedgerKind = LedgerLine['kind'];

/** GET /api/parent/payments: her charges and their totals by month ('YYYY-MM'). */
export type ParentPayments = ApiResponse<'/api/parent/payments'>;

/** One charge: what a session, or a late cancellation, costs her. */
export type ParentCharge = ParentPayments['sessions'][number];
