import type { ReactNode } from 'react';

interface ToggleButtonProps {
  open: boolean;
  /** The id of the region it shows and hides. */
  controls: string;
  onToggle: (open: boolean) => void;
  children: ReactNode;
}

/** A button that opens and closes a section; its name stays the same, aria-expanded changes. */
export function ToggleButton({ open, controls, onToggle, children }: ToggleButtonProps) {
  return (
    <button
      type="button"
      className={`button ${open ? 'button--primary' : 'button--secondary'} toggle-button`}
      aria-expanded={open}
      aria-controls={controls}
      onClick={() => onToggle(!open)}
    >
      {children}
      <span className="toggle-button__chevron" aria-hidden="true">
        {open ? '▴' : '▾'}
      </span>
    </button>
  );
}
