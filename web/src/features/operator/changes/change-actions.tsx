import { useRef, useState } from 'react';
import { BusyButton } from '../../../components/busy-button';
import { SecondaryButton } from '../../../components/secondary-button';
import { LiveAlert } from '../../../components/live-alert';
import { useFormSubmit } from '../../../components/use-form-submit';
import { changeDoneText } from './change-messages';
import type { ChangeDecision, ProfileChangeToReview } from './change-types';
import { useProfileChangesStore } from './profile-changes-store';
import { ReasonForm } from '../shared/reason-form';

/** Approve changes, or Reject changes with a reason she will see. */
export function ChangeActions({
  change,
  onDone,
}: {
  change: ProfileChangeToReview;
  onDone: (text: string) => void;
}) {
  const decide = useProfileChangesStore((state) => state.decide);
  const { busy, alert, send } = useFormSubmit();
  const [rejecting, setRejecting] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const name = change.before.fullName;

  const perform = (decision: ChangeDecision) =>
    void send(async () => {
      await decide(change, decision);
      onDone(changeDoneText(decision, name));
    });

  return (
    <div className="review-actions" role="group" aria-label={`Decision on the changes of ${name}`}>
      <div className="review-actions__buttons">
        <BusyButton
          type="button"
          busy={busy && !rejecting}
          busyLabel="Approving..."
          disabled={busy}
          onClick={() => perform({ kind: 'approve' })}
        >
          Approve changes
        </BusyButton>
        <SecondaryButton
          ref={opener}
          aria-expanded={rejecting}
          onClick={() => setRejecting((open) => !open)}
        >
          Reject changes
        </SecondaryButton>
      </div>
      {rejecting && (
        <ReasonForm
          label={`Reason for rejecting the changes of ${name}`}
          busy={busy}
          alert={alert}
          onSubmit={(reason) => perform({ kind: 'reject', reason })}
          onCancel={() => {
            setRejecting(false);
            opener.current?.focus();
          }}
        />
      )}
      {!rejecting && <LiveAlert alert={alert} />}
    </div>
  );
}
