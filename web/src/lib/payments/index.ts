export { hoursText, lineKindText, rateText } from './payment-format';
export { SessionLedgerLine } from './session-ledger-line';
export type {
  LedgerKind,
  LedgerLine,
  NannyEarnings,
  ParentCharge,
  ParentPayments,
} from './payment-types';
export {
  chargeFailureText,
  chargeStatusText,
  payoutStatusText,
  TEST_MODE_TEXT,
} from './charge-text';
