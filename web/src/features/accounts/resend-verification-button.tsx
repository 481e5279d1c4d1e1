import { BusyButton } from '../../components/busy-button';
import { errorMessageOf } from '../../lib/api-client';
import { resendVerification } from './accounts-api';
import { useAuthPanelStore } from './auth-panel-store';
import { useBusyAction } from '../../lib/use-busy-action';

/** Sends a new verification link to the email typed in the login form. */
export function ResendVerificationButton() {
  const { busy, run } = useBusyAction();

  const resend = () =>
    void run(async () => {
      const panel = useAuthPanelStore.getState();
      try {
        panel.showNotice(await resendVerification(panel.values.email.trim()));
      } catch (error) {
        panel.showError(errorMessageOf(error), { needsVerification: true });
      }
    });

  return (
    <BusyButton
      type="button"
      variant="secondary"
      busy={busy}
      busyLabel="Sending..."
      onClick={resend}
    >
      Resend verification email
    </BusyButton>
  );
}
