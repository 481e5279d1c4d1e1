import { messageTexts } from '@shared/messages';
import { useState } from 'react';
import { ConfirmButtons } from '../../components/confirm-buttons';
import { errorAlert, LiveAlert } from '../../components/live-alert';
import type { AlertMessage } from '../../components/live-alert';
import { ModalDialog } from '../../components/modal-dialog';
import { failureText } from '../failure-text';
import { useBusyAction } from '../use-busy-action';
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
  const [alert, setAlert] = useState<AlertMessage | null>(null);
  const { busy, run } = useBusyAction();

  const confirm = () =>
    void run(async () => {
      setAlert(null);
      try {
        await setBlocked(!unblock);
        onDone(unblock ? messageTexts.unblocked : messageTexts.blocked);
      } catch (error) {
        setAlert(errorAlert(failureText(messagesLabels.blockFailed, error)));
      }
    });

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
