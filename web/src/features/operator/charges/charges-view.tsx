import { dollars } from '@shared/pay-rates';
import {
  REFUND_AMOUNT_MESSAGE,
  REFUND_REASON_MAX_LENGTH,
  REFUND_REASON_MESSAGE,
  REFUND_TOO_LARGE_MESSAGE,
  tipCentsOf,
} from '@shared/payment-amounts';
import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { BusyButton } from '../../../components/busy-button';
import { LiveAlert } from '../../../components/live-alert';
import { LoadFailed } from '../../../components/load-failed';
import { TextField } from '../../../components/text-field';
import { useFormSubmit } from '../../../components/use-form-submit';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import {
  chargeFailureText,
  chargeStatusText,
  lineKindText,
  TEST_MODE_TEXT,
} from '../../../lib/payments';
import { refundCharge, useOperatorPaymentsStore } from './charges-store';
import { ReconciliationSection } from './reconciliation-section';
import type { ChargeFilter, OperatorCharge } from './charges-store';
import { SecondaryButton } from '../../../components/secondary-button';
import { SelectField } from '../../../components/select-field';
import { LoadingLine } from '../../../components/loading-line';

const FILTERS: { value: ChargeFilter; label: string }[] = [
  { value: 'all', label: 'All charges' },
  { value: 'paid', label: 'Paid' },
  { value: 'failed', label: 'Failed' },
  { value: 'refunded', label: 'Refunded' },
  { value: 'disputed', label: 'Disputed' },
  { value: 'paid_out', label: 'Paid out to the nanny' },
];

/** A refund of part or all of a charge, with a reason; the server checks what is left. */
function RefundForm({ charge, onClose }: { charge: OperatorCharge; onClose: () => void }) {
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const key = useRef(newIdempotencyKey());
  const { busy, alert, refuse, send } = useFormSubmit();
  const left = charge.totalCents - charge.refundedCents;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const cents = tipCentsOf(amount);
    if (cents === null || cents < 1) return refuse(REFUND_AMOUNT_MESSAGE);
    if (cents > left) return refuse(REFUND_TOO_LARGE_MESSAGE);
    if (reason.trim() === '') return refuse(REFUND_REASON_MESSAGE);
    void send(async () => {
      const { message } = await refundCharge(charge.chargeId, {
        amountCents: cents,
        reason,
        idempotencyKey: key.current,
      });
      key.current = newIdempotencyKey();
      return message;
    }, 'Failed to refund.');
  };
  return (
    <form
      className="form form--nested"
      aria-label="Refund this charge"
      onSubmit={submit}
      noValidate
    >
      <TextField
        label={`Amount to refund (up to ${dollars(left)})`}
        value={amount}
        onChange={setAmount}
      />
      <TextField
        label="Reason (both sides' record)"
        value={reason}
        onChange={setReason}
        maxLength={REFUND_REASON_MAX_LENGTH}
      />
      <div className="answer-form__buttons">
        <BusyButton busy={busy} busyLabel="Refunding...">
          Refund
        </BusyButton>
        <SecondaryButton onClick={onClose}>Back</SecondaryButton>
      </div>
      <LiveAlert alert={alert} />
    </form>
  );
}

/** The provider's dispute state in words: "needs_response" reads "needs response". */
const disputeStateText = (status: string) => status.replaceAll('_', ' ');

function ChargeRow({ charge }: { charge: OperatorCharge }) {
  const [refunding, setRefunding] = useState(false);
  return (
    <li className="ledger__line charge">
      <div className="ledger__what">
        <span>
          {lineKindText(charge.purpose)}: {charge.parentName ?? 'a parent'} with{' '}
          {charge.nannyName ?? 'a nanny'} {charge.date ?? ''}
        </span>
        <span className="ledger__detail">
          Care {dollars(charge.careCents)} · Fee {dollars(charge.feeCents)} · Tip{' '}
          {dollars(charge.tipCents)}
          {charge.refundedCents > 0 && ` · Refunded ${dollars(charge.refundedCents)}`}
          {charge.paidOutAt !== null && ` · Paid out ${charge.paidOutAt.slice(0, 10)}`}
        </span>
        {charge.status === 'failed' && (
          <span className="charge__failure">{chargeFailureText(charge.failure)}</span>
        )}
      </div>
      <span className={`badge charge__status charge__status--${charge.status}`}>
        {chargeStatusText(charge.status)}
      </span>
      {charge.disputeStatus !== null && (
        <span className="badge charge__status charge__status--disputed">
          Disputed: {disputeStateText(charge.disputeStatus)}
        </span>
      )}
      <span className="ledger__amount">{dollars(charge.totalCents)}</span>
      {charge.status === 'paid' && !refunding && (
        <SecondaryButton small onClick={() => setRefunding(true)}>
          Refund
        </SecondaryButton>
      )}
      {refunding && <RefundForm charge={charge} onClose={() => setRefunding(false)} />}
    </li>
  );
}

/** Every charge: its fee, tip, refunds and failures, filterable; a refund on any paid one. */
export function ChargesView() {
  const headingId = useId();
  const load = useOperatorPaymentsStore((state) => state.load);
  const filter = useOperatorPaymentsStore((state) => state.filter);
  const payments = useOperatorPaymentsStore((state) => state.payments);
  const setFilter = useOperatorPaymentsStore((state) => state.setFilter);

  useEffect(() => {
    if (useOperatorPaymentsStore.getState().load === 'idle') void setFilter('all');
  }, [setFilter]);

  return (
    <section className="card payments" aria-labelledby={headingId}>
      <h2 id={headingId}>Charges</h2>
      {payments?.mode === 'simulated' && (
        <p className="test-mode" role="note">
          {TEST_MODE_TEXT}
        </p>
      )}
      {payments?.mode === 'off' && (
        <p className="form__hint">
          Payments are turned off: amounts are recorded, nothing is charged.
        </p>
      )}
      <SelectField
        label="Show"
        value={filter}
        onChange={(chosen) => void setFilter(chosen)}
        options={FILTERS}
      />
      {load === 'loading' && <LoadingLine text="Loading charges..." />}
      {load === 'failed' && (
        <LoadFailed what="the charges" onRetry={() => void setFilter(filter)} />
      )}
      {load === 'ready' && payments !== null && payments.charges.length === 0 && (
        <p className="form__hint">No charges here.</p>
      )}
      {load === 'ready' && payments !== null && payments.charges.length > 0 && (
        <ul className="ledger" aria-label="Charges, newest first">
          {payments.charges.map((charge) => (
            <ChargeRow key={charge.chargeId} charge={charge} />
          ))}
        </ul>
      )}
      <ReconciliationSection />
    </section>
  );
}
