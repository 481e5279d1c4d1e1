import { useState } from 'react';
import { ModalDialog } from '../../components/modal-dialog';

export function BackgroundCheckHelp() {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <button
        type="button"
        className="info-button"
        aria-label="Why add a background check?"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <span aria-hidden="true">i</span>
      </button>
      {open && (
        <ModalDialog title="Why add a background check?" onDismiss={close} size="small">
          <p>
            A background check is optional, and we recommend it. Families trust nannies whose
            background is verified, so a verified check helps you get booked.
          </p>
          <p>
            Our team reviews every check you upload. Until then it shows as Background Check
            Pending; once we verify it, your profile shows Background Verified.
          </p>
          <button type="button" className="button button--primary" onClick={close}>
            Close
          </button>
        </ModalDialog>
      )}
    </>
  );
}
