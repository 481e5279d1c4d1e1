import type { ReactNode } from 'react';
import { BusyButton } from './busy-button';
import { SecondaryButton } from './secondary-button';

interface ConfirmButtonsProps {
  /** The row's layout class (a form under a booking, or a review's actions). */
  className: string;
  busy: boolean;
  busyLabel: string;
  /** What the confirming button says. */
  children: ReactNode;
  cancelLabel: string;
  onCancel: () => void;
  /** What confirming does; without it the confirming button submits its form. */
  onConfirm?: () => void;
}

/**
 * The confirm-or-go-back pair every nested form and confirmation shares: the busy confirming
 * button first, then a plain button that closes without doing anything.
 */
export function ConfirmButtons({
  className,
  busy,
  busyLabel,
  children,
  cancelLabel,
  onCancel,
  onConfirm,
}: ConfirmButtonsProps) {
  return (
    <div className={className}>
      <BusyButton
        type={onConfirm === undefined ? 'submit' : 'button'}
        busy={busy}
        busyLabel={busyLabel}
        onClick={onConfirm}
      >
        {children}
      </BusyButton>
      <SecondaryButton onClick={onCancel}>{cancelLabel}</SecondaryButton>
    </div>
  );
}
