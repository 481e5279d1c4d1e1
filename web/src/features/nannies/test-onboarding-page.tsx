import { useNavigate } from 'react-router';
import { BusyButton } from '../../components/busy-button';
import { LiveAlert } from '../../components/live-alert';
import { useDocumentTitle } from '../../components/use-document-title';
import { useFormSubmit } from '../../components/use-form-submit';
import { api } from '../../lib/api/api';
import { TEST_MODE_TEXT } from '../../lib/payments';

/**
 * The stand-in for the payment provider's hosted onboarding (simulated payments only): finishing
 * it tells the app what the provider's account update would, then returns her to her Payments
 * tab, where what is owed to her is on its way.
 */
export function TestOnboardingPage() {
  useDocumentTitle('Set up payouts');
  const navigate = useNavigate();
  const { busy, alert, send } = useFormSubmit();
  const finish = () =>
    void send(async () => {
      await api.post('/api/payments/simulated/onboarding/complete', {});
      await navigate('/rbt-dashboard?tab=payments');
    }, 'Failed to finish setting up payouts.');
  return (
    <article className="page card">
      <h1 className="page__title">Set up payouts</h1>
      <p className="test-mode" role="note">
        {TEST_MODE_TEXT}
      </p>
      <p>
        With real payments, our payment provider asks here for your identity and your bank account.
        In test mode nothing is asked and no money moves.
      </p>
      <BusyButton busy={busy} busyLabel="Finishing..." type="button" onClick={finish}>
        Finish setting up payouts
      </BusyButton>
      <LiveAlert alert={alert} />
    </article>
  );
}
