import { SecondaryButton } from '../../../components/secondary-button';
/** The row that closes one of the console's dialogs: a single secondary button. */
export function DialogClose({ onClose, label = 'Close' }: { onClose: () => void; label?: string }) {
  return (
    <div className="stream-history__close">
      <SecondaryButton onClick={onClose}>{label}</SecondaryButton>
    </div>
  );
}
