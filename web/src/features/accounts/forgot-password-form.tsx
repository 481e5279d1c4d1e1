import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { BusyButton } from '../../components/busy-button';
import { FormMessage } from '../../components/form-message';
import { TextField } from '../../components/text-field';
import { errorMessageOf } from '../../lib/api-client';
import { requestPasswordReset } from './accounts-api';
import { useBusyAction } from '../../lib/use-busy-action';

/** How long the success message stays before the form closes (PRODUCT.md: 3 seconds). */
export const FORGOT_FORM_CLOSE_MS = 3000;

type Outcome = { kind: 'success' | 'error'; text: string } | null;

interface ForgotPasswordFormProps {
  initialEmail: string;
  onClose: () => void;
}

export function ForgotPasswordForm({ initialEmail, onClose }: ForgotPasswordFormProps) {
  const [email, setEmail] = useState(initialEmail);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const { busy, run } = useBusyAction();

  const succeeded = outcome?.kind === 'success';
  useEffect(() => {
    if (!succeeded) return;
    const timer = window.setTimeout(onClose, FORGOT_FORM_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [succeeded, onClose]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(async () => {
      setOutcome(null);
      try {
        setOutcome({ kind: 'success', text: await requestPasswordReset(email.trim()) });
      } catch (error) {
        setOutcome({ kind: 'error', text: errorMessageOf(error) });
      }
    });
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
      <FormMessage
        success={outcome?.kind === 'success' ? outcome.text : null}
        error={outcome?.kind === 'error' ? outcome.text : null}
      />
    </form>
  );
}
