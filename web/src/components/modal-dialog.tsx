import { useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useModal } from './use-modal';

interface ModalDialogProps {
  title: string;
  children: ReactNode;
  /** Escape and a click on the backdrop close the dialog; without it nothing does. */
  onDismiss?: () => void;
  size?: 'wide' | 'small';
}

/**
 * A modal dialog rendered at the end of the body, so that everything else can be made inert
 * while it is open. It takes focus itself, so a screen reader starts with its title.
 */
export function ModalDialog({ title, children, onDismiss, size = 'wide' }: ModalDialogProps) {
  const titleId = useId();
  const host = useRef<HTMLDivElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  useModal(host, dialog, onDismiss);

  return createPortal(
    <div
      className="modal"
      ref={host}
      onClick={(event) => {
        if (event.target === event.currentTarget) onDismiss?.();
      }}
    >
      <div
        ref={dialog}
        className={`modal__dialog modal__dialog--${size}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <h2 id={titleId} className="modal__title">
          {title}
        </h2>
        {children}
      </div>
    </div>,
    document.body,
  );
}
