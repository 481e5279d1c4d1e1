import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { BusyButton } from '../../components/busy-button';
import { LiveAlert } from '../../components/live-alert';
import { useFormSubmit } from '../../components/use-form-submit';
import { TEST_MODE_TEXT } from '../../lib/payments';
import { chooseTestCard, keepCard, startCardSetup } from './card-api';
import type { SavedCard } from './card-api';
import { SecondaryButton } from '../../components/secondary-button';

/** The provider's test cards: the last 4 decide what a charge does (simulated gateway). */
const TEST_CARDS = [
  { last4: '4242', text: 'Visa ending 4242: payments succeed' },
  { last4: '0002', text: 'Visa ending 0002: payments are declined' },
  { last4: '3155', text: 'Visa ending 3155: the bank asks to confirm (fails off-session)' },
  { last4: '0069', text: 'Visa ending 0069: the card has expired' },
] as const;

/**
 * Adds or replaces her card. With the simulated gateway this is the stand-in for the provider's
 * card form: she chooses a test card and no number is typed, sent or kept. Only the provider's
 * ids and the card's brand, last 4 and expiry reach our server.
 */
export function SavedCardForm({
  label,
  mode,
  onSaved,
  onClose,
  keepRequest,
}: {
  label: string;
  /** `stripe`: the card is entered on Stripe's own Checkout page, and she comes back here. */
  mode: 'simulated' | 'stripe';
  onSaved: (card: SavedCard, message: string) => void;
  onClose?: () => void;
  /**
   * Before she leaves for Stripe's page: keeps her booking request on the server and answers its
   * id, so Checkout sends her back to it (the booking form; the Payments tab keeps nothing).
   */
  keepRequest?: () => Promise<string>;
}) {
  const legendId = useId();
  const [testCard, setTestCard] = useState<string>('4242');
  const { busy, alert, send } = useFormSubmit();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send(async () => {
      const draftId = mode === 'stripe' && keepRequest ? await keepRequest() : undefined;
      const { setupId, redirectUrl } = await startCardSetup(draftId);
      if (redirectUrl !== null) {
        window.location.assign(redirectUrl);
        return;
      }
      await chooseTestCard(setupId, testCard);
      const { card, message } = await keepCard(setupId);
      onSaved(card, message);
    }, 'Failed to save the card.');
  };

  return (
    <form className="form form--nested card-form" aria-label={label} onSubmit={submit} noValidate>
      {mode === 'stripe' ? (
        <p>You enter your card on Stripe&apos;s secure page, then come back here.</p>
      ) : (
        <>
          <p className="test-mode">{TEST_MODE_TEXT}</p>
          <fieldset className="field" aria-labelledby={legendId}>
            <legend id={legendId} className="field__label">
              Test card
            </legend>
            {TEST_CARDS.map((card) => (
              <label key={card.last4} className="choice">
                <input
                  type="radio"
                  name="test-card"
                  value={card.last4}
                  checked={testCard === card.last4}
                  onChange={() => setTestCard(card.last4)}
                />{' '}
                {card.text}
              </label>
            ))}
          </fieldset>
        </>
      )}
      <p className="form__hint">
        Your card is charged only after a session, for the confirmed hours. Card numbers never reach
        our servers.
      </p>
      <div className="answer-form__buttons">
        <BusyButton busy={busy} busyLabel="Saving...">
          {mode === 'stripe' ? 'Continue to Stripe' : 'Save card'}
        </BusyButton>
        {onClose && <SecondaryButton onClick={onClose}>Back</SecondaryButton>}
      </div>
      <LiveAlert alert={alert} />
    </form>
  );
}

/** "Visa ending 4242, expires 12/2029" */
export const cardText = (card: SavedCard) =>
  `${card.brand.charAt(0).toUpperCase()}${card.brand.slice(1)} ending ${card.last4}, expires ${card.expiry}`;
