// The shapes of the earnings and payments API live in lib/payments: operators get the same
// views as the nanny and the parent themselves. Only what the console adds is here.

/** Whose money the operator is looking at; the name when she came from a booking or report. */
export interface MoneySubject {
  kind: 'nanny' | 'parent';
  id: string;
  name?: string | null;
}
