import type { ReactNode } from 'react';

interface BusyButtonProps {
  busy: boolean;
  /** What the button says while its action runs, e.g. "Logging in...". */
  busyLabel: string;
  children: ReactNode;
  type?: 'submit' | 'button';
  onClick?: () => void;
  disabled?: boolean;
  variant?: 'primary' | 'secondary';
}

/** A button that says what it is doing and cannot be pressed again until it is done. */
export function BusyButton({
  busy,
  busyLabel,
  children,
  type = 'submit',
  onClick,
  disabled = false,
  variant = 'primary',
}: BusyButtonProps) {
  return (
    <button
      type={type}
      className={`button button--${variant}`}
      onClick={onClick}
      disabled={busy || disabled}
      aria-busy={busy || undefined}
    >
      {busy ? busyLabel : children}
    </button>
  );
}
