import { useState } from 'react';
import type { FormEvent } from 'react';
import { BusyButton } from '../../components/busy-button';
import { FormMessage } from '../../components/form-message';
import { useFormSubmit } from '../../components/use-form-submit';
import { PasswordField } from './password-field';
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

  const field = (key: keyof ChangePasswordValues, label: string, kind: 'current' | 'new') => (
    <PasswordField
      label={label}
      kind={kind}
      value={values[key]}
      onChange={(value) => setValues((previous) => ({ ...previous, [key]: value }))}
    />
  );

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
      {field('currentPassword', 'Current password', 'current')}
      {field('newPassword', 'New password', 'new')}
      {field('confirmPassword', 'Confirm new password', 'new')}
      <BusyButton busy={busy} busyLabel="Updating...">
        Update password
      </BusyButton>
      <FormMessage alert={alert} />
    </form>
  );
}
