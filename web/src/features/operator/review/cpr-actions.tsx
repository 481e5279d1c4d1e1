import { useRef, useState } from 'react';
import { SecondaryButton } from '../../../components/secondary-button';
import { LiveAlert } from '../../../components/live-alert';
import type { OperatorNanny } from './review-types';
import { ReasonForm } from '../shared/reason-form';
import { useReviewAction } from './use-review-action';
import type { ReviewDone } from './use-review-action';
import { ValidUntilForm } from './valid-until-form';

const FORMS = ['verify', 'reject'] as const;
type Form = (typeof FORMS)[number];
type Open = Form | null;

/** What the button that opens each form says. */
const OPENER_LABELS: Record<Form, string> = { verify: 'Verify', reject: 'Reject' };

/** Verify with the date it is valid until, or Reject with a reason, a CPR / First Aid card. */
export function CprActions({ nanny, onDone }: { nanny: OperatorNanny; onDone: ReviewDone }) {
  const { busy, alert, perform } = useReviewAction(nanny, onDone);
  const [open, setOpen] = useState<Open>(null);
  const openers = {
    verify: useRef<HTMLButtonElement>(null),
    reject: useRef<HTMLButtonElement>(null),
  };
  const toggle = (form: Form) => setOpen((shown) => (shown === form ? null : form));
  const close = (form: Form) => {
    setOpen(null);
    openers[form].current?.focus();
  };

  return (
    <div className="review-actions" role="group" aria-label="CPR / First Aid decision">
      <div className="review-actions__buttons">
        {FORMS.map((form) => (
          <SecondaryButton
            key={form}
            ref={openers[form]}
            small
            aria-expanded={open === form}
            onClick={() => toggle(form)}
          >
            {OPENER_LABELS[form]}
          </SecondaryButton>
        ))}
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
