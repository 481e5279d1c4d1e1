import { useState } from 'react';
import type { FormEvent } from 'react';
import { BusyButton } from '../../components/busy-button';
import { FormMessage } from '../../components/form-message';
import { TextField } from '../../components/text-field';
import { errorMessageOf } from '../../lib/api-client';
import { changePassword } from './accounts-api';
import { GoogleManagedNote } from './google-managed-note';
import { validateChangePassword } from './password-rules';
import type { ChangePasswordValues } from './password-rules';
import { useBusyAction } from '../../lib/use-busy-action';
import { useSignedInWithGoogle } from './use-signed-in-with-google';

const empty: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordForm() {
  const google = useSignedInWithGoogle();
  const [values, setValues] = useState(empty);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const { busy, run } = useBusyAction();
  if (google) return <GoogleManagedNote />;

  const set = (key: keyof ChangePasswordValues) => (value: string) =>
    setValues((previous) => ({ ...previous, [key]: value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = validateChangePassword(values);
    if (problem !== null) {
      setOutcome({ ok: false, text: problem });
      return;
    }
    void run(async () => {
      setOutcome(null);
      try {
        setOutcome({ ok: true, text: await changePassword(values) });
        setValues(empty);
      } catch (error) {
        setOutcome({ ok: false, text: errorMessageOf(error) });
      }
    });
  };

  // noValidate: the product's "Please fill out all password fields." replaces the browser bubble.
  return (
    <form className="form" onSubmit={submit} aria-label="Change password" noValidate>
      <h3>Change password</h3>
      <TextField
        label="Current password"
        type="password"
        value={values.currentPassword}
        onChange={set('currentPassword')}
        autoComplete="current-password"
      />
      <TextField
        label="New password"
        type="password"
        value={values.newPassword}
        onChange={set('newPassword')}
        autoComplete="new-password"
      />
      <TextField
        label="Confirm new password"
        type="password"
        value={values.confirmPassword}
        onChange={set('confirmPassword')}
        autoComplete="new-password"
      />
      <BusyButton busy={busy} busyLabel="Updating...">
        Update password
      </BusyButton>
      <FormMessage
        success={outcome?.ok === true ? outcome.text : null}
        error={outcome?.ok === false ? outcome.text : null}
      />
    </form>
  );
}
