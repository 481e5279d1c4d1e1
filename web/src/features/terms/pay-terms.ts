import { STEP_MINUTES } from '@shared/booking-times';
import { BASE_RATE_CENTS, CLEAN_SESSIONS_FOR_RAISE, RAISED_RATE_CENTS } from '@shared/pay-rates';
import { REPORT_WINDOW_AFTER_END_MS } from '@shared/incidents';

// The pay rule in plain words, for Payments and Fees. The rates, the number of
// sessions and the 15-minute step come from the shared rule the ledger applies, so the page
// cannot drift from what the platform pays; docs/product.md (Payments) states the same rule.

/** "$18": the rates are whole dollars. */
const wholeDollars = (cents: number) => `$${cents / 100}`;
const base = wholeDollars(BASE_RATE_CENTS);
const raised = wholeDollars(RAISED_RATE_CENTS);
const sessions = CLEAN_SESSIONS_FOR_RAISE;
const reportDays = REPORT_WINDOW_AFTER_END_MS / (24 * 60 * 60 * 1000);

/** Payments and Fees: how a Nanny's rate is set and when it rises. */
export const payRuleTerms: readonly string[] = [
  `Nannies are paid ${base} per hour to start. A session counts toward a raise once its hours are confirmed, by the Parent, automatically, or by our team after a dispute. It is a clean session unless our team, after reviewing an issue reported on it, judges the issue significant, whenever that review happens.`,
  `Once a Nanny has ${sessions} clean sessions, every session that starts after the ${sessions}th clean session was confirmed is paid ${raised} per hour. The raise is never retroactive: the ${sessions}th clean session itself, and any session that had already started when it was confirmed, are paid ${base} per hour. Amounts already recorded never change.`,
  `If an issue is later judged significant and a Nanny's clean sessions fall below ${sessions}, sessions confirmed from then on are paid ${base} per hour until she again has ${sessions} clean sessions. What she was already paid stays as it was.`,
  `Hours are paid as confirmed, in steps of ${STEP_MINUTES} minutes, and amounts are recorded to the cent. A significant reported issue is a concern about safety, conduct or reliability that is reported to us and confirmed after our review. Either the Parent or the Nanny may report an issue on a session from its start until ${reportDays} days after it ends; both see that a report was made and what we decided.`,
];
