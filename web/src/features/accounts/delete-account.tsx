import { useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { BusyButton } from '../../components/busy-button';
import { FormMessage } from '../../components/form-message';
import { ModalDialog } from '../../components/modal-dialog';
import { PasswordField } from './password-field';
import { errorMessageOf } from '../../lib/api-client';
import { useSessionStore } from '../../lib/session';
import { useBusyAction } from '../../lib/use-busy-action';
import { deleteAccount } from './accounts-api';
import { showLoggedOut } from './auth-panel-store';
import { useSignedInWithGoogle } from './use-signed-in-with-google';
import { SecondaryButton } from '../../components/secondary-button';

const deleteAccountTexts = {
  heading: 'Delete account',
  consequences: [
    'Your bookings that have not started are cancelled by the usual rules (a late cancellation is still paid to the nanny).',
    'Your photo and documents are deleted.',
    'Your name, email and everything you wrote are erased; messages and bookings others keep show "Erased user".',
    'Payment records are kept for accounting, without your name.',
    'This cannot be undone.',
  ],
  googleHint:
    'You signed in with Google: you can delete your account within 10 minutes of signing in.',
  button: 'Delete my account',
  confirmTitle: 'Delete your account?',
  confirmText: 'Your account and your personal information will be erased. This cannot be undone.',
  confirm: 'Delete account',
  cancel: 'Keep my account',
  deleted: 'Your account has been deleted.',
};

/** Consequences first, then the password (a Google account: a recent Google sign-in), then a confirm. */
export function DeleteAccount() {
  const google = useSignedInWithGoogle();
  const signedOut = useSessionStore((state) => state.signedOut);
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { busy, run } = useBusyAction();

  const ask = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    setConfirming(true);
  };
  const erase = () =>
    void run(async () => {
      try {
        const message = await deleteAccount(google ? '' : password);
        setConfirming(false);
        showLoggedOut(message || deleteAccountTexts.deleted);
        signedOut();
        void navigate('/', { replace: true });
      } catch (caught) {
        setConfirming(false);
        setError(errorMessageOf(caught));
      }
    });

  return (
    <form className="form" onSubmit={ask} aria-labelledby="delete-account-heading">
      <h3 id="delete-account-heading">{deleteAccountTexts.heading}</h3>
      <ul className="form__hint">
        {deleteAccountTexts.consequences.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
      {google ? (
        <p className="form__hint">{deleteAccountTexts.googleHint}</p>
      ) : (
        <PasswordField
          label="Password"
          kind="current"
          value={password}
          onChange={setPassword}
          required
        />
      )}
      <BusyButton busy={busy} busyLabel="Deleting..." variant="secondary">
        {deleteAccountTexts.button}
      </BusyButton>
      <FormMessage error={error} />
      {confirming && (
        <ModalDialog
          title={deleteAccountTexts.confirmTitle}
          size="small"
          onDismiss={() => setConfirming(false)}
        >
          <p>{deleteAccountTexts.confirmText}</p>
          <div className="stream-history__close">
            <SecondaryButton onClick={() => setConfirming(false)}>
              {deleteAccountTexts.cancel}
            </SecondaryButton>
            <BusyButton type="button" busy={busy} busyLabel="Deleting..." onClick={erase}>
              {deleteAccountTexts.confirm}
            </BusyButton>
          </div>
        </ModalDialog>
      )}
    </form>
  );
}
