import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { FormMessage } from '../../components/form-message';
import { PageShell } from '../../components/page-shell';
import { ResetPasswordForm } from './reset-password-form';
import type { ResetOutcome } from './reset-password-form';

export function ResetPasswordPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const [outcome, setOutcome] = useState<ResetOutcome | null>(null);

  return (
    <PageShell title="Choose a new password">
      <div className="card narrow-card">
        {token === '' && (
          <>
            <FormMessage error="This reset link is incomplete. Please open the link from your email again, or request a new one." />
            <p>
              <Link to="/">Request a new reset link</Link>
            </p>
          </>
        )}
        {token !== '' && outcome === null && (
          <ResetPasswordForm token={token} onDone={setOutcome} />
        )}
        {outcome?.kind === 'success' && (
          <>
            <FormMessage success={outcome.message} />
            <p>
              <Link to="/" className="button-link">
                Log in
              </Link>
            </p>
          </>
        )}
        {outcome?.kind === 'bad-token' && (
          <>
            <FormMessage error={outcome.message} />
            <p>
              <Link to="/">Request a new reset link</Link>
            </p>
          </>
        )}
      </div>
    </PageShell>
  );
}
