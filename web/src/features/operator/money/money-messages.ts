import { dollars } from '@shared/pay-rates';
import type { LedgerKind } from '../../../lib/payments';
import type { MoneySubject } from './earnings-types';

// The texts of the earnings and payments dialog, for the components, their tests and the docs.

export const moneyMessages = {
  nannyEarnings: 'Earnings of this nanny',
  parentPayments: 'Payments of this parent',
  lookupTitle: 'Earnings and payments',
  lookupHint: "Open a nanny's ledger and progress, or a parent's totals, by the account id.",
  nannyIdLabel: 'Nanny id',
  parentIdLabel: 'Parent id',
  openNanny: 'Open earnings',
  openParent: 'Open payments',
  idMissing: 'Please enter an id.',
  loadingEarnings: 'Loading earnings...',
  loadingPayments: 'Loading payments...',
  noLines: 'No ledger lines yet.',
  noCharges: 'No sessions recorded yet.',
  // The parent's amounts are records, never charges: no payment provider is connected.
  // The words of the parent's own Payments tab.
  billedStatement:
    'Amounts are recorded and billed through the platform. No card is charged yet: no payment method is connected.',
} as const;

export const kindLabels: Record<LedgerKind, string> = {
  session: 'Session',
  late_cancellation: 'Late cancellation',
};

/** "$20.00 an hour" */
export const rateText = (rateCents: number) => `${dollars(rateCents)} an hour`;

/** "9 of 15 clean sessions toward $20/hour"; past the threshold her count keeps growing. */
export const progressText = (clean: number, forRaise: number, raisedRateCents: number) =>
  `${clean} of ${forRaise} clean sessions toward ${dollars(raisedRateCents).replace(/\.00$/, '')}/hour`;

/** The dialog's title: her name when known, else the id typed. */
export function moneyTitle(subject: MoneySubject): string {
  const who = subject.name ?? `${subject.kind} ${subject.id}`;
  return subject.kind === 'nanny' ? `Earnings of ${who}` : `Payments of ${who}`;
}
