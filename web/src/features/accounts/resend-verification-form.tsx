import { useState } from 'react';
import type { FormEvent } from 'react';
import { BusyButton } from '../../components/busy-button';
import { FormMessage } from '../../components/form-message';
import { useFormSubmit } from '../../components/use-form-submit';
import { TextField } from '../../components/text-field';
import { resendVerification } from './accounts-api';

/** Asks for a fresh verification link when the one in the email no longer works. */
export function ResendVerificationForm() {
  const [email, setEmail] = useState('');
  const { busy, alert, send } = useFormSubmit();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send(() => resendVerification(email.trim()));
  };

  return (
    <form className="form form--nested" onSubmit={submit} aria-label="Get a new verification email">
      <TextField
        label="Email"
        type="email"
        name="email"
        value={email}
        onChange={setEmail}
        autoComplete="email"
        required
      />
      <BusyButton busy={busy} busyLabel="Sending..." variant="secondary">
        Send a new verification email
      </BusyButton>
      <FormMessage alert={alert} />
    </form>
  );
}
