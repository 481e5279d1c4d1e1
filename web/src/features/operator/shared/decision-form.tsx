import { useState } from 'react';
import type { FormEvent, ReactNode, RefObject } from 'react';
import { ConfirmButtons } from '../../../components/confirm-buttons';
import { errorAlert, LiveAlert } from '../../../components/live-alert';
import type { AlertMessage } from '../../../components/live-alert';

/** What a review decision's form is given by the buttons that open it. */
export interface DecisionProps<T> {
  /** The form's name: "Reason for rejecting Nora Quinn". */
  label: string;
  busy: boolean;
  /** The server's refusal, shown under the form. */
  alert: AlertMessage | null;
  onSubmit: (decided: T) => void;
  onCancel: () => void;
}

interface DecisionFormProps extends Pick<DecisionProps<never>, 'label' | 'busy' | 'onCancel'> {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  busyLabel: string;
  /** What the confirming button says: "Confirm rejection". */
  confirmLabel: string;
  /** The form's own problem, else the server's refusal. */
  alert: AlertMessage | null;
  /** The fields. */
  children: ReactNode;
}

/**
 * The small form a review decision opens under its buttons: its fields, Confirm and Cancel, and
 * what went wrong. The browser's bubbles are off (`noValidate`): the form says it in its words.
 */
export function DecisionForm({
  label,
  onSubmit,
  busy,
  busyLabel,
  confirmLabel,
  onCancel,
  alert,
  children,
}: DecisionFormProps) {
  return (
    <form
      className="form form--nested reason-form"
      aria-label={label}
      onSubmit={onSubmit}
      noValidate
    >
      {children}
      <ConfirmButtons
        className="review-actions__buttons"
        busy={busy}
        busyLabel={busyLabel}
        cancelLabel="Cancel"
        onCancel={onCancel}
      >
        {confirmLabel}
      </ConfirmButtons>
      <LiveAlert alert={alert} />
    </form>
  );
}

/**
 * A one-field decision form's check before it sends: `passes(problem)` shows the problem and
 * focuses the field again when there is one, else clears the last problem and lets it send.
 */
export function useFieldCheck(field: RefObject<HTMLElement | null>) {
  const [problem, setProblem] = useState<AlertMessage | null>(null);
  const passes = (refusal: string | null): boolean => {
    if (refusal) {
      setProblem(errorAlert(refusal));
      field.current?.focus();
      return false;
    }
    setProblem(null);
    return true;
  };
  return { problem, passes };
}
