import { useRef, useState } from 'react';
import { SecondaryButton } from '../../../components/secondary-button';
import { LiveAlert } from '../../../components/live-alert';
import type { OperatorNanny } from './review-types';
import { ReasonForm } from '../shared/reason-form';
import { useReviewAction } from './use-review-action';
import type { ReviewDone } from './use-review-action';
import { ValidUntilForm } from './valid-until-form';

type Open = 'verify' | 'reject' | null;

/** Verify with the date it is valid until, or Reject with a reason, a CPR / First Aid card. */
export function CprActions({ nanny, onDone }: { nanny: OperatorNanny; onDone: ReviewDone }) {
  const { busy, alert, perform } = useReviewAction(nanny, onDone);
  const [open, setOpen] = useState<Open>(null);
  const openers = {
    verify: useRef<HTMLButtonElement>(null),
    reject: useRef<HTMLButtonElement>(null),
  };
  const toggle = (form: Exclude<Open, null>) => setOpen((shown) => (shown === form ? null : form));
  const close = (form: Exclude<Open, null>) => {
    setOpen(null);
    openers[form].current?.focus();
  };

  return (
    <div className="review-actions" role="group" aria-label="CPR / First Aid decision">
      <div className="review-actions__buttons">
        <SecondaryButton
          ref={openers.verify}
          small
          aria-expanded={open === 'verify'}
          onClick={() => toggle('verify')}
        >
          Verify
        </SecondaryButton>
        <SecondaryButton
          ref={openers.reject}
          small
          aria-expanded={open === 'reject'}
          onClick={() => toggle('reject')}
        >
          Reject
        </SecondaryButton>
      </div>
      {open === 'verify' && (
        <ValidUntilForm
          label={`Verify the CPR / First Aid card of ${nanny.fullName}`}
          busy={busy}
          alert={alert}
          onSubmit={(validUntil) => perform({ kind: 'verify-cpr-first-aid', validUntil })}
          onCancel={() => close('verify')}
        />
      )}
      {open === 'reject' && (
        <ReasonForm
          label={`Reason for rejecting the CPR / First Aid card of ${nanny.fullName}`}
          busy={busy}
          alert={alert}
          onSubmit={(reason) => perform({ kind: 'reject-cpr-first-aid', reason })}
          onCancel={() => close('reject')}
        />
      )}
      {open === null && <LiveAlert alert={alert} />}
    </div>
  );
}
