import { useState } from 'react';
import type { FormEvent } from 'react';
import { BusyButton } from '../../components/busy-button';
import { FormMessage } from '../../components/form-message';
import { useFormSubmit } from '../../components/use-form-submit';
import { TextField } from '../../components/text-field';
import { PasswordField } from './password-field';
import { useSessionStore } from '../../lib/session';
import { changeEmail } from './accounts-api';
import { GoogleManagedNote } from './google-managed-note';
import { useSignedInWithGoogle } from './use-signed-in-with-google';

/** The address changes only once the link mailed to the new one is opened. */
export function ChangeEmailForm() {
  const google = useSignedInWithGoogle();
  const currentEmail = useSessionStore((state) => state.user?.email ?? '');
  const [newEmail, setNewEmail] = useState('');
  const [password, setPassword] = useState('');
  const { busy, alert, send } = useFormSubmit();
  if (google) return <GoogleManagedNote />;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send(async () => {
      const answer = await changeEmail(newEmail.trim(), password);
      setNewEmail('');
      setPassword('');
      return answer;
    });
  };

  return (
    <form className="form" onSubmit={submit} aria-label="Change email">
      <h3>Change email</h3>
      {currentEmail !== '' && (
        <p className="form__hint">
          Current email: <strong>{currentEmail}</strong>
        </p>
      )}
      <TextField
        label="New email"
        type="email"
        value={newEmail}
        onChange={setNewEmail}
        autoComplete="email"
        required
      />
      <PasswordField
        label="Current password"
        kind="current"
        value={password}
        onChange={setPassword}
        required
      />
      <BusyButton busy={busy} busyLabel="Sending...">
        Change email
      </BusyButton>
      <FormMessage alert={alert} />
    </form>
  );
}
