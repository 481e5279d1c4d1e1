import { useRef, useState } from 'react';
import { LiveAlert } from '../../../components/live-alert';
import type { OperatorNanny } from './review-types';
import { ReasonForm } from '../shared/reason-form';
import { useReviewAction } from './use-review-action';
import type { ReviewDone } from './use-review-action';
import { SecondaryButton } from '../../../components/secondary-button';

/** Verify, or Reject with a reason, a background check waiting for review. */
export function BackgroundActions({ nanny, onDone }: { nanny: OperatorNanny; onDone: ReviewDone }) {
  const { busy, alert, perform } = useReviewAction(nanny, onDone);
  const [rejecting, setRejecting] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);

  return (
    <div className="review-actions" role="group" aria-label="Background check decision">
      <div className="review-actions__buttons">
        <SecondaryButton
          small
          disabled={busy}
          onClick={() => perform({ kind: 'verify-background-check' })}
        >
          {busy && !rejecting ? 'Verifying...' : 'Verify'}
        </SecondaryButton>
        <SecondaryButton
          ref={opener}
          small
          aria-expanded={rejecting}
          onClick={() => setRejecting((open) => !open)}
        >
          Reject
        </SecondaryButton>
      </div>
      {rejecting ? (
        <ReasonForm
          label={`Reason for rejecting the background check of ${nanny.fullName}`}
          busy={busy}
          alert={alert}
          onSubmit={(reason) => perform({ kind: 'reject-background-check', reason })}
          onCancel={() => {
            setRejecting(false);
            opener.current?.focus();
          }}
        />
      ) : (
        <LiveAlert alert={alert} />
      )}
    </div>
  );
}
