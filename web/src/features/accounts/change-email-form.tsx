import { useState } from 'react';
import type { FormEvent } from 'react';
import { BusyButton } from '../../components/busy-button';
import { FormMessage } from '../../components/form-message';
import { TextField } from '../../components/text-field';
import { errorMessageOf } from '../../lib/api-client';
import { useSessionStore } from '../../lib/session';
import { changeEmail } from './accounts-api';
import { GoogleManagedNote } from './google-managed-note';
import { useBusyAction } from '../../lib/use-busy-action';
import { useSignedInWithGoogle } from './use-signed-in-with-google';

/** The address changes only once the link mailed to the new one is opened. */
export function ChangeEmailForm() {
  const google = useSignedInWithGoogle();
  const currentEmail = useSessionStore((state) => state.user?.email ?? '');
  const [newEmail, setNewEmail] = useState('');
  const [password, setPassword] = useState('');
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const { busy, run } = useBusyAction();
  if (google) return <GoogleManagedNote />;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(async () => {
      setOutcome(null);
      try {
        setOutcome({ ok: true, text: await changeEmail(newEmail.trim(), password) });
        setNewEmail('');
        setPassword('');
      } catch (error) {
        setOutcome({ ok: false, text: errorMessageOf(error) });
      }
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
      <TextField
        label="Current password"
        type="password"
        value={password}
        onChange={setPassword}
        autoComplete="current-password"
        required
      />
      <BusyButton busy={busy} busyLabel="Sending...">
        Change email
      </BusyButton>
      <FormMessage
        success={outcome?.ok === true ? outcome.text : null}
        error={outcome?.ok === false ? outcome.text : null}
      />
    </form>
  );
}
