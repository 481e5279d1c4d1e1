import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { BusyButton } from '../../components/busy-button';
import { FormMessage } from '../../components/form-message';
import { useFormSubmit } from '../../components/use-form-submit';
import { TextField } from '../../components/text-field';
import { requestPasswordReset } from './accounts-api';

/** How long the success message stays before the form closes (PRODUCT.md: 3 seconds). */
export const FORGOT_FORM_CLOSE_MS = 3000;

interface ForgotPasswordFormProps {
  initialEmail: string;
  onClose: () => void;
}

export function ForgotPasswordForm({ initialEmail, onClose }: ForgotPasswordFormProps) {
  const [email, setEmail] = useState(initialEmail);
  const { busy, alert, send } = useFormSubmit();

  const succeeded = alert?.tone === 'success';
  useEffect(() => {
    if (!succeeded) return;
    const timer = window.setTimeout(onClose, FORGOT_FORM_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [succeeded, onClose]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send(() => requestPasswordReset(email.trim()));
  };

  return (
    <form className="form form--nested" onSubmit={submit} aria-label="Reset your password">
      <TextField
        label="Email for the reset link"
        type="email"
        name="resetEmail"
        value={email}
        onChange={setEmail}
        autoComplete="email"
        required
      />
      <BusyButton busy={busy} busyLabel="Sending..." disabled={succeeded} variant="secondary">
        Send Reset Link
      </BusyButton>
      <FormMessage alert={alert} />
    </form>
  );
}
