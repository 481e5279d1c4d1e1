import { useState } from 'react';
import type { FormEvent } from 'react';
import { BusyButton } from '../../components/busy-button';
import { FormMessage } from '../../components/form-message';
import { useFormSubmit } from '../../components/use-form-submit';
import { TextField } from '../../components/text-field';
import { changePassword } from './accounts-api';
import { GoogleManagedNote } from './google-managed-note';
import { validateChangePassword } from './password-rules';
import type { ChangePasswordValues } from './password-rules';
import { useSignedInWithGoogle } from './use-signed-in-with-google';

const empty: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordForm() {
  const google = useSignedInWithGoogle();
  const [values, setValues] = useState(empty);
  const { busy, alert, sendChecked } = useFormSubmit();
  if (google) return <GoogleManagedNote />;

  const set = (key: keyof ChangePasswordValues) => (value: string) =>
    setValues((previous) => ({ ...previous, [key]: value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = validateChangePassword(values);
    void sendChecked(problem, async () => {
      const answer = await changePassword(values);
      setValues(empty);
      return answer;
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
      <FormMessage alert={alert} />
    </form>
  );
}
