interface FormMessageProps {
  error?: string | null;
  success?: string | null;
}

/**
 * A form's error line (red, announced at once) and its status line (green). Both render only
 * when they have text, so an empty form has no stray gaps.
 */
export function FormMessage({ error, success }: FormMessageProps) {
  return (
    <>
      {success != null && success !== '' && (
        <p className="form-message form-message--success" role="status">
          {success}
        </p>
      )}
      {error != null && error !== '' && (
        <p className="form-message form-message--error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
