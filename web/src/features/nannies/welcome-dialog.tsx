import type { ReactNode } from 'react';
import { BusyButton } from '../../components/busy-button';
import { LiveAlert } from '../../components/live-alert';
import { ModalDialog } from '../../components/modal-dialog';
import { useFormSubmit } from '../../components/use-form-submit';
import { nannyMessages } from './nanny-messages';
import { useNannyStore } from './nanny-store';
import { PaymentPolicy } from './payment-policy';

/**
 * Shown until the nanny agrees. Nothing dismisses it (no close button, Escape does nothing) and
 * the dashboard behind is inert; the only other way out is to log out.
 */
export function WelcomeDialog({ logout }: { logout: ReactNode }) {
  const agree = useNannyStore((state) => state.agree);
  const { busy, alert, send } = useFormSubmit();

  const onAgree = () =>
    void send(async () => {
      await agree();
    }, nannyMessages.agreementFailed);

  return (
    <ModalDialog title="Welcome to your nanny dashboard">
      <p>Before you start, please read how RBT Nanny Connect works and agree to it.</p>
      <h3>Our terms in short</h3>
      <ul className="welcome__terms">
        <li>
          You provide caregiving and babysitting only: supervision, play, meals and daily routines.
          Bookings are not ABA therapy or any other clinical service.
        </li>
        <li>
          Keep your RBT certification current and upload a photo ID. Our team reviews them before
          families can see your profile.
        </li>
        <li>Keep messages, bookings and payments on the platform.</li>
      </ul>
      <PaymentPolicy />
      <p>
        Read the full{' '}
        <a href="/terms-of-service" target="_blank" rel="noopener noreferrer">
          Terms of Service (opens in a new tab)
        </a>
        .
      </p>
      <p className="welcome__consent">
        By selecting I Agree, you accept the Terms of Service and this payment policy.
      </p>
      <div className="welcome__actions">
        <BusyButton type="button" busy={busy} busyLabel="Saving..." onClick={onAgree}>
          I Agree
        </BusyButton>
        <LiveAlert alert={alert} />
      </div>
      <div className="welcome__leave">
        <p className="form__hint">Not ready to agree? You can log out and come back later.</p>
        {logout}
      </div>
    </ModalDialog>
  );
}
