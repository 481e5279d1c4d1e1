import { dollars } from '@shared/pay-rates';
import { useId, useState } from 'react';
import { errorAlert, LiveAlert, successAlert } from '../../components/live-alert';
import type { AlertMessage } from '../../components/live-alert';
import { LoadFailed } from '../../components/load-failed';
import { formatShortDate } from '../../lib/date-format';
import {
  chargeFailureText,
  chargeStatusText,
  lineKindText,
  TEST_MODE_TEXT,
} from '../../lib/payments';
import { useBusyAction } from '../../lib/use-busy-action';
import { errorMessageOf } from '../../lib/api-client';
import { CHARGES_CSV_PATH, payAgain } from './card-api';
import type { ParentCharge } from './card-api';
import { useCardStore } from './card-store';
import { returnedCardAlert } from './card-return';
import { RemoveCard } from './remove-card';
import { cardText, SavedCardForm } from './saved-card-form';
import { useLoadOnShow } from '../../lib/use-load-on-show';
import { SecondaryButton } from '../../components/secondary-button';

function ChargeItem({ charge }: { charge: ParentCharge }) {
  const { busy, run } = useBusyAction();
  const [alert, setAlert] = useState<AlertMessage | null>(null);
  const refresh = useCardStore((state) => state.refresh);
  const pay = () =>
    run(async () => {
      try {
        setAlert(successAlert((await payAgain(charge.chargeId)).message));
        await refresh();
      } catch (error) {
        setAlert(errorAlert(errorMessageOf(error)));
      }
    });
  const what = `${lineKindText(charge.purpose)} with ${charge.nannyName ?? 'your nanny'}`;
  return (
    <li className="ledger__line charge">
      <div className="ledger__what">
        <span className="ledger__date">{charge.date ? formatShortDate(charge.date) : ''}</span>
        <span>{what}</span>
        <span className="ledger__detail">
          Care {dollars(charge.careCents)} · Service fee {dollars(charge.feeCents)}
          {charge.tipCents > 0 && ` · Tip ${dollars(charge.tipCents)}`}
          {charge.refundedCents > 0 && ` · Refunded ${dollars(charge.refundedCents)}`}
        </span>
        {charge.status === 'failed' && (
          <span className="charge__failure">
            {charge.retrying ? 'Charging your card again...' : chargeFailureText(charge.failure)}
          </span>
        )}
      </div>
      <span className={`badge charge__status charge__status--${charge.status}`}>
        {chargeStatusText(charge.status)}
      </span>
      <span className="ledger__amount">{dollars(charge.totalCents)}</span>
      {charge.status === 'failed' && !charge.retrying && (
        <button
          type="button"
          className="button button--small"
          disabled={busy}
          onClick={() => void pay()}
        >
          {busy ? 'Paying...' : `Pay ${dollars(charge.totalCents)} now`}
        </button>
      )}
      <LiveAlert alert={alert} />
    </li>
  );
}

/** Told live it failed, and not paid since (not listed yet counts as failed). */
const stillFailed = (charges: ParentCharge[], chargeId: string) => {
  const charge = charges.find((c) => c.chargeId === chargeId);
  return charge === undefined || (charge.status === 'failed' && !charge.retrying);
};

/**
 * Her card (brand, last 4, expiry; replace or remove it) and her charges with their status, live. Payments
 * turned off: nothing here, the tab says no card is charged.
 */
export function CardAndCharges() {
  const cardId = useId();
  const chargesId = useId();
  const load = useCardStore((state) => state.load);
  const money = useCardStore((state) => state.money);
  const loadMoney = useCardStore((state) => state.loadMoney);
  const cardSaved = useCardStore((state) => state.cardSaved);
  const failedPayment = useCardStore((state) => state.failedPayment);
  const [replacing, setReplacing] = useState(false);
  const [alert, setAlert] = useState<AlertMessage | null>(null);

  useLoadOnShow(loadMoney);

  // Back from Stripe's Checkout page: what became of the card, from the store (see card-return).
  const returned = useCardStore((state) => state.returned);
  const [returnSeen, setReturnSeen] = useState(false);
  const shown = alert ?? (returnSeen ? null : returnedCardAlert(returned));

  if (load === 'failed') return <LoadFailed what="your card" onRetry={() => void loadMoney()} />;
  if (load !== 'ready' || money === null || money.mode === 'off') return null;
  return (
    <>
      {money.mode === 'simulated' && (
        <p className="test-mode" role="note">
          {TEST_MODE_TEXT}
        </p>
      )}
      {failedPayment !== null && stillFailed(money.charges, failedPayment.chargeId) && (
        <p className="charge__failure" role="alert">
          Payment failed: {dollars(failedPayment.totalCents)}.{' '}
          {chargeFailureText(failedPayment.failure)}
        </p>
      )}
      <section className="payments__section" aria-labelledby={cardId}>
        <h3 id={cardId}>Your card</h3>
        <p>{money.card ? cardText(money.card) : 'No card saved yet.'}</p>
        {!replacing && (
          <div className="payments__card-actions">
            <SecondaryButton
              small
              onClick={() => {
                setAlert(null);
                setReturnSeen(true);
                setReplacing(true);
              }}
            >
              {money.card ? 'Replace card' : 'Add a card'}
            </SecondaryButton>
            {money.card && (
              <RemoveCard
                card={money.card}
                onAnswer={(answer) => {
                  setReturnSeen(true);
                  setAlert(answer);
                }}
              />
            )}
          </div>
        )}
        {replacing && (
          <SavedCardForm
            label={money.card ? 'Replace your card' : 'Add a card'}
            mode={money.mode}
            onSaved={(card, message) => {
              cardSaved(card);
              setReplacing(false);
              setAlert(successAlert(message));
            }}
            onClose={() => setReplacing(false)}
          />
        )}
        <LiveAlert alert={shown} />
      </section>
      <section className="payments__section" aria-labelledby={chargesId}>
        <h3 id={chargesId}>Charges</h3>
        {money.charges.length === 0 ? (
          <p className="form__hint">
            No charges yet. Your card is charged after each session, for the confirmed hours.
          </p>
        ) : (
          <>
            <ul className="ledger" aria-label="Charges, newest first">
              {money.charges.map((charge) => (
                <ChargeItem key={charge.chargeId} charge={charge} />
              ))}
            </ul>
            <a className="button button--secondary" href={CHARGES_CSV_PATH} download>
              Download my charges (CSV)
            </a>
          </>
        )}
      </section>
    </>
  );
}
