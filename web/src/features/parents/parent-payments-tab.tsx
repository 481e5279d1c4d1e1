import { dollars } from '@shared/pay-rates';
import { useId } from 'react';
import { LoadFailed } from '../../components/load-failed';
import { useReaderZone } from '../../lib/bookings';
import { lineKindText, SessionLedgerLine } from '../../lib/payments';
import type { ParentPayments } from '../../lib/payments';
import { usePaymentsStore } from './payments-store';
import { CardAndCharges } from './card-and-charges';
import { useCardStore } from './card-store';
import type { ChargedMonth } from './card-api';
import { formatMonth, formatShortDate } from '../../lib/date-format';
import { useLoadOnShow } from '../../lib/use-load-on-show';
import { LoadingLine } from '../../components/loading-line';

const NO_MONTHS: ChargedMonth[] = [];

/** Payments turned off: the tab never says anything was paid. */
const billingNotice =
  'Amounts are recorded and billed through the platform. No card is charged yet: no payment method is connected.';
/** Payments on: when the card is charged. */
const chargedNotice =
  'Your card is charged after each session, for the confirmed hours, the service fee and any tip.';

/**
 * Each month's care (the ledger: confirmed hours at her nanny's rate) and, with payments on, what
 * her card was charged for it (care, fee and tips, less refunds).
 */
function MonthTotals({
  months,
  charged,
}: {
  months: ParentPayments['months'];
  charged: ChargedMonth[];
}) {
  const chargedOf = new Map(charged.map((m) => [m.month, m.chargedCents]));
  const all = [...new Set([...months.map((m) => m.month), ...chargedOf.keys()])].sort((a, b) =>
    b.localeCompare(a),
  );
  const careOf = new Map(months.map((m) => [m.month, m.totalCents]));
  return (
    <dl className="earnings-totals">
      {all.map((month) => (
        <div key={month}>
          <dt>{formatMonth(month)}</dt>
          <dd>
            {dollars(careOf.get(month) ?? 0)}
            {chargedOf.has(month) && (
              <span className="ledger__detail"> · Charged {dollars(chargedOf.get(month)!)}</span>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Charges({ sessions }: { sessions: ParentPayments['sessions'] }) {
  const readerZone = useReaderZone();
  return (
    <ul className="ledger" aria-label="Your sessions, newest first">
      {sessions.map((charge) => (
        <SessionLedgerLine
          key={charge.id}
          line={charge}
          readerZone={readerZone}
          date={<span className="ledger__date">{formatShortDate(charge.date)}</span>}
          title={
            <>
              {lineKindText(charge.kind)} with {charge.nannyName}
            </>
          }
        />
      ))}
    </ul>
  );
}

/** What each session (and late cancellation) costs, and totals by month; live on a change. */
export function ParentPaymentsTab() {
  const headingId = useId();
  const monthsId = useId();
  const sessionsId = useId();
  const load = usePaymentsStore((state) => state.load);
  const payments = usePaymentsStore((state) => state.payments);
  const loadPayments = usePaymentsStore((state) => state.loadPayments);
  const mode = useCardStore((state) => state.money?.mode ?? null);
  const charged = useCardStore((state) => state.money?.months ?? NO_MONTHS);

  useLoadOnShow(loadPayments);

  return (
    <section className="card payments" aria-labelledby={headingId}>
      <h2 id={headingId}>Payments</h2>
      {mode !== null && (
        <p className="payments__notice">{mode === 'off' ? billingNotice : chargedNotice}</p>
      )}
      <CardAndCharges />
      {(load === 'loading' || load === 'idle') && <LoadingLine text="Loading your payments..." />}
      {load === 'failed' && <LoadFailed what="your payments" onRetry={() => void loadPayments()} />}
      {load === 'ready' && payments !== null && payments.sessions.length === 0 && (
        <p className="form__hint">
          No charges yet. Each session appears here once its hours are confirmed.
        </p>
      )}
      {load === 'ready' && payments !== null && payments.sessions.length > 0 && (
        <>
          <section className="payments__section" aria-labelledby={monthsId}>
            <h3 id={monthsId}>Totals by month</h3>
            <MonthTotals months={payments.months} charged={charged} />
          </section>
          <section className="payments__section" aria-labelledby={sessionsId}>
            <h3 id={sessionsId}>Your sessions</h3>
            <Charges sessions={payments.sessions} />
          </section>
        </>
      )}
    </section>
  );
}
