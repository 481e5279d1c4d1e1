import { messageTexts } from '@shared/messages';
import { ConfirmButtons } from '../../components/confirm-buttons';
import { LiveAlert } from '../../components/live-alert';
import { ModalDialog } from '../../components/modal-dialog';
import { useFormSubmit } from '../../components/use-form-submit';
import { messagesLabels } from './messages-labels';
import { useMessagesStore } from './messages-store';

interface BlockDialogProps {
  name: string;
  /** True to confirm unblocking (she blocked this person before). */
  unblock: boolean;
  /** Called with what to announce once it is done. */
  onDone: (text: string) => void;
  onClose: () => void;
}

/** Block or Unblock, confirmed first: what it does, then Yes or Cancel. */
export function BlockDialog({ name, unblock, onDone, onClose }: BlockDialogProps) {
  const setBlocked = useMessagesStore((state) => state.setBlocked);
  const { busy, alert, send } = useFormSubmit();

  const confirm = () =>
    void send(async () => {
      await setBlocked(!unblock);
      onDone(unblock ? messageTexts.unblocked : messageTexts.blocked);
    }, messagesLabels.blockFailed);

  return (
    <ModalDialog
      title={unblock ? messagesLabels.unblockTitle(name) : messagesLabels.blockTitle(name)}
      onDismiss={onClose}
      size="small"
    >
      <p>{unblock ? messagesLabels.unblockExplained : messagesLabels.blockExplained}</p>
      <ConfirmButtons
        className="answer-form__buttons"
        busy={busy}
        busyLabel={messagesLabels.blocking}
        cancelLabel={messagesLabels.cancel}
        onCancel={onClose}
        onConfirm={confirm}
      >
        {unblock ? messagesLabels.unblockConfirm : messagesLabels.blockConfirm}
      </ConfirmButtons>
      <LiveAlert alert={alert} />
    </ModalDialog>
  );
}
