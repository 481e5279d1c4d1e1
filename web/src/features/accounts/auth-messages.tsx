import { useEffect, useRef } from 'react';
import { FormMessage } from '../../components/form-message';
import { useAuthPanelStore } from './auth-panel-store';
import { ResendVerificationButton } from './resend-verification-button';

/** The panel's error and status lines, and the resend offer after an unverified login. */
export function AuthMessages() {
  const error = useAuthPanelStore((state) => state.error);
  const notice = useAuthPanelStore((state) => state.notice);
  const needsVerification = useAuthPanelStore((state) => state.needsVerification);
  const ref = useRef<HTMLDivElement>(null);

  // On a phone the panel sits below the introduction: a message that arrives with the page
  // (after logout, or a failed Google sign-in) or after the form shrinks would go unseen.
  useEffect(() => {
    if (error !== null || notice !== null) ref.current?.scrollIntoView({ block: 'nearest' });
  }, [error, notice]);

  return (
    <div className="form__messages" ref={ref}>
      <FormMessage error={error} success={notice} />
      {needsVerification && <ResendVerificationButton />}
    </div>
  );
}
