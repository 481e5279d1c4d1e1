import { useCallback, useState } from 'react';
import { useAuthPanelStore } from './auth-panel-store';
import { ForgotPasswordForm } from './forgot-password-form';

/** The `Forgot password` link and the small form it opens under the login form. */
export function ForgotPassword() {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const email = useAuthPanelStore((state) => state.values.email);
  return (
    <div className="forgot">
      <button
        type="button"
        className="link-button"
        aria-expanded={open}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        Forgot password
      </button>
      {open && <ForgotPasswordForm initialEmail={email} onClose={close} />}
    </div>
  );
}
