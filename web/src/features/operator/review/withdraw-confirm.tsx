import { useId } from 'react';
import { ConfirmButtons } from '../../../components/confirm-buttons';
import { LiveAlert } from '../../../components/live-alert';
import type { AlertMessage } from '../../../components/live-alert';
import { useFocusOnOpen } from '../../../components/use-focus-on-open';

interface WithdrawConfirmProps {
  fullName: string;
  busy: boolean;
  alert: AlertMessage | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The second step of Withdraw approval: what it does, then Yes or Cancel. */
export function WithdrawConfirm({
  fullName,
  busy,
  alert,
  onConfirm,
  onCancel,
}: WithdrawConfirmProps) {
  const questionId = useId();
  const question = useFocusOnOpen<HTMLParagraphElement>();
  return (
    <div className="form form--nested" role="group" aria-labelledby={questionId}>
      <p id={questionId} ref={question} tabIndex={-1} className="review-actions__question">
        Withdraw the approval of {fullName}? She goes back to pending review and leaves the
        directory parents browse.
      </p>
      <ConfirmButtons
        className="review-actions__buttons"
        busy={busy}
        busyLabel="Withdrawing..."
        cancelLabel="Cancel"
        onCancel={onCancel}
        onConfirm={onConfirm}
      >
        Yes, withdraw approval
      </ConfirmButtons>
      <LiveAlert alert={alert} />
    </div>
  );
}
