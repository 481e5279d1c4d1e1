import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { BusyButton } from '../../components/busy-button';
import { FormMessage } from '../../components/form-message';
import { useFormSubmit } from '../../components/use-form-submit';
import { TextField } from '../../components/text-field';

interface EmailLinkFormProps {
  /** The form's name, for assistive technology. */
  formName: string;
  fieldLabel: string;
  fieldName: string;
  initialEmail?: string;
  /** Asks the server to email the link; answers what to tell her. */
  request: (email: string) => Promise<string>;
  buttonText: string;
  /**
   * Given, the form closes itself `closeDelayMs` after the link is sent, its button disabled
   * meanwhile; without it the form stays, to ask again.
   */
  closeAfterSent?: { close: () => void; closeDelayMs: number };
}

/** One email field and a button that asks for a link by email (a reset, a new verification). */
export function EmailLinkForm({
  formName,
  fieldLabel,
  fieldName,
  initialEmail = '',
  request,
  buttonText,
  closeAfterSent,
}: EmailLinkFormProps) {
  const [email, setEmail] = useState(initialEmail);
  const { busy, alert, send } = useFormSubmit();

  const sent = alert?.tone === 'success';
  const close = closeAfterSent?.close;
  const closeDelayMs = closeAfterSent?.closeDelayMs;
  useEffect(() => {
    if (!sent || close === undefined) return;
    const timer = window.setTimeout(close, closeDelayMs);
    return () => window.clearTimeout(timer);
  }, [sent, close, closeDelayMs]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send(() => request(email.trim()));
  };

  return (
    <form className="form form--nested" onSubmit={submit} aria-label={formName}>
      <TextField
        label={fieldLabel}
        type="email"
        name={fieldName}
        value={email}
        onChange={setEmail}
        autoComplete="email"
        required
      />
      <BusyButton
        busy={busy}
        busyLabel="Sending..."
        disabled={sent && closeAfterSent !== undefined}
        variant="secondary"
      >
        {buttonText}
      </BusyButton>
      <FormMessage alert={alert} />
    </form>
  );
}
