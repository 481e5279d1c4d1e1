import { useId, useState, type ReactNode } from 'react';

interface DisclosureProps {
  label: string;
  /** The button's classes, or classes by whether it is open. */
  className?: string | ((open: boolean) => string);
  /** What the button shows under it; drawn only while open. */
  children: () => ReactNode;
}

/** A button that shows and hides what it controls under it, saying which and whether it is open. */
export function Disclosure({
  label,
  className = 'button button--secondary button--small',
  children,
}: DisclosureProps) {
  const controlsId = useId();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={typeof className === 'string' ? className : className(open)}
        aria-expanded={open}
        aria-controls={controlsId}
        onClick={() => setOpen(!open)}
      >
        {label}
      </button>
      {open && <div id={controlsId}>{children()}</div>}
    </>
  );
}
