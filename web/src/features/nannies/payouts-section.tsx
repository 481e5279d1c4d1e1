import { dollars } from '@shared/pay-rates';
import { useId } from 'react';
import { BusyButton } from '../../components/busy-button';
import { LiveAlert } from '../../components/live-alert';
import { LoadFailed } from '../../components/load-failed';
import { useFormSubmit } from '../../components/use-form-submit';
import { formatInstant, formatShortDate } from '../../lib/date-format';
import { lineKindText, payoutStatusText, TEST_MODE_TEXT } from '../../lib/payments';
import { startPayoutSetup, usePayoutsStore } from './payouts-store';
import { useLoadOnShow } from '../../lib/use-load-on-show';

const ACCOUNT_TEXT = {
  none: 'Set up payouts to receive your pay. Until then it is kept for you as "Owed to you".',
  onboarding:
    'Your payout account is not finished yet. What you earn is kept for you as "Owed to you".',
  ready: 'Payouts are set up. Your pay reaches your bank 1 to 3 business days after each charge.',
} as const;

/**
 * Her payout account (Set up payouts: the provider's hosted onboarding) and each line of pay as
 * Pending, Owed to you or Paid out, live. Payments turned off: nothing here.
 */
export function PayoutsSection({ timeZone }: { timeZone: string | null }) {
  const headingId = useId();
  const load = usePayoutsStore((state) => state.load);
  const payouts = usePayoutsStore((state) => state.payouts);
  const loadPayouts = usePayoutsStore((state) => state.loadPayouts);
  const { busy, alert, send } = useFormSubmit();

  useLoadOnShow(loadPayouts);

  if (load === 'failed')
    return <LoadFailed what="your payouts" onRetry={() => void loadPayouts()} />;
  if (load !== 'ready' || payouts === null || payouts.mode === 'off') return null;
  const setUp = () =>
    void send(async () => {
      const { url } = await startPayoutSetup();
      window.location.assign(url);
    }, 'Failed to start setting up payouts.');
  return (
    <section className="payments__section" aria-labelledby={headingId}>
      <h3 id={headingId}>Payouts</h3>
      {payouts.mode === 'simulated' && (
        <p className="test-mode" role="note">
          {TEST_MODE_TEXT}
        </p>
      )}
      <p>{ACCOUNT_TEXT[payouts.account]}</p>
      {payouts.account !== 'ready' && (
        <BusyButton busy={busy} busyLabel="Opening..." type="button" onClick={setUp}>
          {payouts.account === 'none' ? 'Set up payouts' : 'Finish setting up payouts'}
        </BusyButton>
      )}
      <LiveAlert alert={alert} />
      {payouts.lines.length > 0 && (
        <ul className="ledger" aria-label="Payouts, newest first">
          {payouts.lines.map((line) => (
            <li key={`${line.bookingId}-${line.kind}`} className="ledger__line">
              <div className="ledger__what">
                <span className="ledger__date">{formatShortDate(line.date)}</span>
                <span>{lineKindText(line.kind)}</span>
                {line.tipCents > 0 && (
                  <span className="ledger__detail">Includes a tip of {dollars(line.tipCents)}</span>
                )}
              </div>
              <span className={`badge payout__status payout__status--${line.status}`}>
                {payoutStatusText(line.status)}
                {line.paidOutAt !== null &&
                  ` ${formatInstant(line.paidOutAt, 'longDate', timeZone ?? 'UTC')}`}
              </span>
              <span className="ledger__amount">{dollars(line.amountCents)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
