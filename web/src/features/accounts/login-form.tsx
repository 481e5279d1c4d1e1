import type { FormEvent } from 'react';
import { BusyButton } from '../../components/busy-button';
import { TextField } from '../../components/text-field';
import { ApiError, FALLBACK_ERROR_MESSAGE, errorMessageOf } from '../../lib/api-client';
import { useNavigation } from '../../lib/navigation';
import { dashboardPathFor, useSessionStore } from '../../lib/session';
import { logIn } from './accounts-api';
import { useAuthPanelStore } from './auth-panel-store';
import { AuthMessages } from './auth-messages';
import { useBusyAction } from '../../lib/use-busy-action';

export function LoginForm() {
  const email = useAuthPanelStore((state) => state.values.email);
  const password = useAuthPanelStore((state) => state.values.password);
  const setValue = useAuthPanelStore((state) => state.setValue);
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
      <TextField
        label="Email"
        type="email"
        name="email"
        value={email}
        onChange={(value) => setValue('email', value)}
        autoComplete="email"
        required
      />
      <TextField
        label="Password"
        type="password"
        name="password"
        value={password}
        onChange={(value) => setValue('password', value)}
        autoComplete="current-password"
        required
      />
      <BusyButton busy={busy} busyLabel="Logging in...">
        Log in
      </BusyButton>
      <AuthMessages />
    </form>
  );
}
