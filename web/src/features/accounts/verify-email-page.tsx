import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { FormMessage } from '../../components/form-message';
import { PageShell } from '../../components/page-shell';
import { useSessionStore } from '../../lib/session';
import { ContinueLink } from './continue-link';
import { ResendVerificationForm } from './resend-verification-form';
import { verifyOnce } from './verify-once';
import type { VerifyOutcome } from './verify-once';
import { LoadingLine } from '../../components/loading-line';

/** Link problems a fresh email fixes; other failures (rate limit, network) just say so. */
const resendReasons = new Set(['token_expired', 'token_used', 'token_invalid', 'token_missing']);

const incompleteLink: VerifyOutcome = {
  ok: false,
  message:
    'This verification link is incomplete. Please open the link from your email again, or ask for a new one below.',
  reason: 'token_missing',
};

/** Where the links in sign-up and change-email messages lead. */
export function VerifyEmailPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const [outcome, setOutcome] = useState<{ token: string; result: VerifyOutcome } | null>(null);

  useEffect(() => {
    if (token === '') return;
    let active = true;
    void verifyOnce(token).then((result) => {
      // A confirmed email change alters the signed-in user's address: ask the server again.
      if (result.ok) void useSessionStore.getState().resolve();
      if (active) setOutcome({ token, result });
    });
    return () => {
      active = false;
    };
  }, [token]);

  const result = token === '' ? incompleteLink : outcome?.token === token ? outcome.result : null;

  return (
    <PageShell title="Verify your email">
      <div className="card narrow-card">
        {result === null && <LoadingLine text="Verifying your email..." />}
        {result?.ok === true && (
          <>
            <FormMessage success={result.message} />
            <ContinueLink />
          </>
        )}
        {result?.ok === false && (
          <>
            <FormMessage error={result.message} />
            {result.reason !== undefined && resendReasons.has(result.reason) && (
              <ResendVerificationForm />
            )}
            <ContinueLink secondary />
          </>
        )}
      </div>
    </PageShell>
  );
}
