import type { ReactNode, Ref } from 'react';

interface SecondaryButtonProps {
  children: ReactNode;
  onClick: () => void;
  /** The smaller size, for a button inside a list's row or beside a heading. */
  small?: boolean;
  disabled?: boolean;
  'aria-label'?: string;
  'aria-haspopup'?: 'dialog';
  'aria-expanded'?: boolean;
  'aria-controls'?: string;
  /** To give focus back to the button (a form it opened was closed). */
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The plain button that opens, cancels, closes or retries: it never submits its form (a cancel
 * inside a form must not send it), so every caller gets `type="button"` without repeating it.
 */
export function SecondaryButton({
  children,
  onClick,
  small = false,
  ...rest
}: SecondaryButtonProps) {
  return (
    <button
      type="button"
      className={small ? 'button button--secondary button--small' : 'button button--secondary'}
      onClick={onClick}
      {...rest}
    >
      {children}
    </button>
  );
}
