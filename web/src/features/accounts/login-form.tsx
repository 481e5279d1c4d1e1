import type { FormEvent } from 'react';
import { BusyButton } from '../../components/busy-button';
import { ApiError, FALLBACK_ERROR_MESSAGE, errorMessageOf } from '../../lib/api-client';
import { useNavigation } from '../../lib/navigation';
import { dashboardPathFor, useSessionStore } from '../../lib/session';
import { logIn } from './accounts-api';
import { useAuthPanelStore } from './auth-panel-store';
import { AuthMessages } from './auth-messages';
import { PanelField } from './panel-field';
import { useBusyAction } from '../../lib/use-busy-action';

export function LoginForm() {
  const email = useAuthPanelStore((state) => state.values.email);
  const password = useAuthPanelStore((state) => state.values.password);
  const signedIn = useSessionStore((state) => state.signedIn);
  const { go } = useNavigation();
  const { busy, run } = useBusyAction();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(async () => {
      const panel = useAuthPanelStore.getState();
      panel.clearMessages();
      try {
        const user = await logIn(email.trim(), password);
        if (user === null) {
          panel.showError(FALLBACK_ERROR_MESSAGE);
          return;
        }
        panel.reset();
        signedIn(user);
        go(dashboardPathFor(user.role), { replace: true });
      } catch (error) {
        const needsVerification =
          error instanceof ApiError && error.reason === 'email_not_verified';
        panel.showError(errorMessageOf(error), { needsVerification });
      }
    });
  };

  return (
    <form className="form" onSubmit={submit} aria-label="Log in">
      <PanelField name="email" label="Email" type="email" autoComplete="email" />
      <PanelField
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
      />
      <BusyButton busy={busy} busyLabel="Logging in...">
        Log in
      </BusyButton>
      <AuthMessages />
    </form>
  );
}
