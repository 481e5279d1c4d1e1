import { useState } from 'react';
import type { FormEvent } from 'react';
import { BusyButton } from '../../components/busy-button';
import { FormMessage } from '../../components/form-message';
import { PasswordField } from './password-field';
import { ApiError, errorMessageOf } from '../../lib/api-client';
import { resetPassword } from './accounts-api';
import { validateNewPassword } from './password-rules';
import { useBusyAction } from '../../lib/use-busy-action';

export type ResetOutcome = { kind: 'success' | 'bad-token'; message: string };

const tokenReasons = new Set(['token_expired', 'token_used', 'token_invalid']);

interface ResetPasswordFormProps {
  token: string;
  onDone: (outcome: ResetOutcome) => void;
}

/** New password and confirmation; problems with the fields stay here, link problems end it. */
export function ResetPasswordForm({ token, onDone }: ResetPasswordFormProps) {
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { busy, run } = useBusyAction();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = validateNewPassword(password, confirmPassword);
    setError(problem);
    if (problem !== null) return;
    void run(async () => {
      try {
        onDone({ kind: 'success', message: await resetPassword(token, password, confirmPassword) });
      } catch (caught) {
        const reason = caught instanceof ApiError ? caught.reason : undefined;
        if (reason !== undefined && tokenReasons.has(reason)) {
          onDone({ kind: 'bad-token', message: errorMessageOf(caught) });
        } else {
          setError(errorMessageOf(caught));
        }
      }
    });
  };

  return (
    <form className="form" onSubmit={submit} aria-label="Choose a new password">
      <PasswordField
        label="New password"
        kind="new"
        name="password"
        value={password}
        onChange={setPassword}
        required
      />
      <PasswordField
        label="Confirm new password"
        kind="new"
        name="confirmPassword"
        value={confirmPassword}
        onChange={setConfirmPassword}
        required
      />
      <p className="form__hint">Passwords need at least 8 characters.</p>
      <BusyButton busy={busy} busyLabel="Saving...">
        Reset password
      </BusyButton>
      <FormMessage error={error} />
    </form>
  );
}
