/** The row that closes one of the console's dialogs: a single secondary button. */
export function DialogClose({ onClose, label = 'Close' }: { onClose: () => void; label?: string }) {
  return (
    <div className="stream-history__close">
      <button type="button" className="button button--secondary" onClick={onClose}>
        {label}
      </button>
    </div>
  );
}
