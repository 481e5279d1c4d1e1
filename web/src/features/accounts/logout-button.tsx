import { useState } from 'react';
import { useNavigate } from 'react-router';
import { BusyButton } from '../../components/busy-button';
import { FormMessage } from '../../components/form-message';
import { ApiError, errorMessageOf } from '../../lib/api-client';
import { useSessionStore } from '../../lib/session';
import { logOut } from './accounts-api';
import { showLoggedOut } from './auth-panel-store';
import { messages } from './password-rules';
import { useBusyAction } from '../../lib/use-busy-action';

export function LogoutButton() {
  const signedOut = useSessionStore((state) => state.signedOut);
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const { busy, run } = useBusyAction();

  const logout = () =>
    void run(async () => {
      setError(null);
      let message: string;
      try {
        message = (await logOut()) || messages.loggedOut;
      } catch (caught) {
        // 401: the session had already ended (expired, or logged out in another tab).
        if (!(caught instanceof ApiError && caught.status === 401)) {
          setError(errorMessageOf(caught));
          return;
        }
        message = messages.loggedOut;
      }
      // The message waits in the login panel's store, so it survives however we reach `/`.
      showLoggedOut(message);
      signedOut();
      void navigate('/', { replace: true });
    });

  return (
    <div className="logout">
      <BusyButton
        type="button"
        variant="secondary"
        busy={busy}
        busyLabel="Logging out..."
        onClick={logout}
      >
        Logout
      </BusyButton>
      <FormMessage error={error} />
    </div>
  );
}
