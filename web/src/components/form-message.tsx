import type { AlertMessage } from './live-alert';

interface FormMessageProps {
  error?: string | null;
  success?: string | null;
  /** The same as error or success, as a form's `useFormSubmit` holds it. */
  alert?: AlertMessage | null;
}

/**
 * A form's error line (red, announced at once) and its status line (green). Both render only
 * when they have text, so an empty form has no stray gaps.
 */
export function FormMessage({ error, success, alert }: FormMessageProps) {
  const successText = alert?.tone === 'success' ? alert.text : success;
  const errorText = alert?.tone === 'error' ? alert.text : error;
  return (
    <>
      {successText != null && successText !== '' && (
        <p className="form-message form-message--success" role="status">
          {successText}
        </p>
      )}
      {errorText != null && errorText !== '' && (
        <p className="form-message form-message--error" role="alert">
          {errorText}
        </p>
      )}
    </>
  );
}
