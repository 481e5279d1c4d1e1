import { useState } from 'react';
import { ConfirmButtons } from '../../components/confirm-buttons';
import { errorAlert, successAlert } from '../../components/live-alert';
import type { AlertMessage } from '../../components/live-alert';
import { ModalDialog } from '../../components/modal-dialog';
import { errorMessageOf } from '../../lib/api-client';
import { useBusyAction } from '../../lib/use-busy-action';
import { removeCard } from './card-api';
import type { SavedCard } from './card-api';
import { useCardStore } from './card-store';
import { cardText } from './saved-card-form';
import { SecondaryButton } from '../../components/secondary-button';

/**
 * "Remove card", asked again in a dialog. The server refuses while a session of hers is still to
 * be charged and says why; either answer is told in her card's alert line.
 */
export function RemoveCard({
  card,
  onAnswer,
}: {
  card: SavedCard;
  onAnswer: (alert: AlertMessage) => void;
}) {
  const [asking, setAsking] = useState(false);
  const { busy, run } = useBusyAction();
  const cardRemoved = useCardStore((state) => state.cardRemoved);
  const close = () => setAsking(false);

  const remove = () =>
    run(async () => {
      try {
        const { message } = await removeCard();
        cardRemoved();
        onAnswer(successAlert(message));
      } catch (error) {
        onAnswer(errorAlert(errorMessageOf(error)));
      }
      close();
    });

  return (
    <>
      <SecondaryButton small onClick={() => setAsking(true)}>
        Remove card
      </SecondaryButton>
      {asking && (
        <ModalDialog title="Remove your card?" size="small" onDismiss={busy ? undefined : close}>
          <p>
            Your card {cardText(card)} is removed and can no longer be charged. You will be asked
            for a card before your next request.
          </p>
          <ConfirmButtons
            className="modal__actions"
            busy={busy}
            busyLabel="Removing..."
            cancelLabel="Keep my card"
            onCancel={close}
            onConfirm={() => void remove()}
          >
            Remove card
          </ConfirmButtons>
        </ModalDialog>
      )}
    </>
  );
}
