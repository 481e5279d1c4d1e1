import { useState } from 'react';
import { errorAlert } from '../../../components/live-alert';
import type { AlertMessage } from '../../../components/live-alert';
import { errorMessageOf } from '../../../lib/api-client';
import { useBusyAction } from '../../../lib/use-busy-action';
import { actionDoneText } from './review-messages';
import { useOperatorStore } from './review-store';
import type { OperatorNanny, ReviewAction } from './review-types';

/** Says what happened: the text for the queue's alert, and whether she left the list shown. */
export type ReviewDone = (text: string, left: boolean) => void;

/**
 * Sends a decision about one nanny, one at a time. A refusal (400 "Cannot approve yet: ...",
 * 409 when someone else decided first) shows the server's own message beside the buttons.
 */
export function useReviewAction(nanny: OperatorNanny, onDone: ReviewDone) {
  const act = useOperatorStore((state) => state.act);
  const { busy, run } = useBusyAction();
  const [alert, setAlert] = useState<AlertMessage | null>(null);

  const perform = (action: ReviewAction, afterSuccess?: () => void) =>
    void run(async () => {
      setAlert(null);
      try {
        const updated = await act(nanny.id, action);
        afterSuccess?.();
        onDone(actionDoneText(action, nanny.fullName), updated.status !== nanny.status);
      } catch (error) {
        setAlert(errorAlert(errorMessageOf(error)));
      }
    });

  return { busy, alert, perform };
}
