import { useState } from 'react';
import type { FormEvent } from 'react';
import { BusyButton } from '../../components/busy-button';
import { FormMessage } from '../../components/form-message';
import { TextField } from '../../components/text-field';
import { errorMessageOf } from '../../lib/api-client';
import { resendVerification } from './accounts-api';
import { useBusyAction } from '../../lib/use-busy-action';

/** Asks for a fresh verification link when the one in the email no longer works. */
export function ResendVerificationForm() {
  const [email, setEmail] = useState('');
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const { busy, run } = useBusyAction();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(async () => {
      setOutcome(null);
      try {
        setOutcome({ ok: true, text: await resendVerification(email.trim()) });
      } catch (error) {
        setOutcome({ ok: false, text: errorMessageOf(error) });
      }
    });
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
      <FormMessage
        success={outcome?.ok === true ? outcome.text : null}
        error={outcome?.ok === false ? outcome.text : null}
      />
    </form>
  );
}
