import { useId, useRef, useState } from 'react';
import { SecondaryButton } from '../../../components/secondary-button';
import { LiveAlert } from '../../../components/live-alert';
import type { OperatorNanny } from './review-types';
import { missingText } from './queue-rules';
import { ReasonForm } from '../shared/reason-form';
import { useReviewAction } from './use-review-action';
import type { ReviewDone } from './use-review-action';
import { WithdrawConfirm } from './withdraw-confirm';
import { CredentialCheckForm } from '../shared/credential-check-form';

type Open = 'none' | 'approve' | 'reject' | 'withdraw';

/** The decisions her status allows: Approve and Reject, or Withdraw approval. */
export function ReviewActions({ nanny, onDone }: { nanny: OperatorNanny; onDone: ReviewDone }) {
  const missingId = useId();
  const { busy, alert, perform } = useReviewAction(nanny, onDone);
  const [open, setOpen] = useState<Open>('none');
  const opener = useRef<HTMLButtonElement>(null);
  const approver = useRef<HTMLButtonElement>(null);
  const missing = missingText(nanny.missingForApproval);

  const close = () => {
    setOpen('none');
    opener.current?.focus();
  };
  const toggle = (which: Open) => setOpen((current) => (current === which ? 'none' : which));

  return (
    <div className="review-actions" role="group" aria-label="Review decision">
      <div className="review-actions__buttons">
        {nanny.status !== 'approved' && (
          <button
            ref={approver}
            type="button"
            className="button button--primary"
            disabled={busy || missing !== null}
            aria-describedby={missing === null ? undefined : missingId}
            aria-expanded={open === 'approve'}
            onClick={() => toggle('approve')}
          >
            Approve
          </button>
        )}
        {nanny.status === 'pending' && (
          <SecondaryButton
            ref={opener}
            aria-expanded={open === 'reject'}
            onClick={() => toggle('reject')}
          >
            Reject
          </SecondaryButton>
        )}
        {nanny.status === 'approved' && (
          <SecondaryButton
            ref={opener}
            aria-expanded={open === 'withdraw'}
            onClick={() => toggle('withdraw')}
          >
            Withdraw approval
          </SecondaryButton>
        )}
      </div>
      {missing !== null && nanny.status !== 'approved' && (
        <p id={missingId} className="review-actions__missing">
          {missing}
        </p>
      )}
      {open === 'approve' && (
        <CredentialCheckForm
          label={`RBT certification of ${nanny.fullName}, as the BACB registry shows it`}
          confirmLabel="Confirm approval"
          busyLabel="Approving..."
          busy={busy}
          alert={alert}
          onSubmit={(check) => perform({ kind: 'approve', check })}
          onCancel={() => {
            setOpen('none');
            approver.current?.focus();
          }}
        />
      )}
      {open === 'reject' && (
        <ReasonForm
          label={`Reason for rejecting ${nanny.fullName}`}
          busy={busy}
          alert={alert}
          onSubmit={(reason) => perform({ kind: 'reject', reason })}
          onCancel={close}
        />
      )}
      {open === 'withdraw' && (
        <WithdrawConfirm
          fullName={nanny.fullName}
          busy={busy}
          alert={alert}
          onConfirm={() => perform({ kind: 'withdraw' })}
          onCancel={close}
        />
      )}
      {open === 'none' && <LiveAlert alert={alert} />}
    </div>
  );
}
