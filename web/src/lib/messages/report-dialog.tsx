import { REPORT_REASON_MAX_LENGTH, reportReasonProblem } from '@shared/messages';
import type { MessageView } from '@shared/messages';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { ConfirmButtons } from '../../components/confirm-buttons';
import { LiveAlert } from '../../components/live-alert';
import { useFormSubmit } from '../../components/use-form-submit';
import { ModalDialog } from '../../components/modal-dialog';
import { messagesLabels } from './messages-labels';
import { useMessagesStore } from './messages-store';
import { useFocusOnOpen } from '../../components/use-focus-on-open';
import { TextAreaField } from '../../components/text-area-field';

interface ReportDialogProps {
  message: MessageView;
  onDone: () => void;
  onClose: () => void;
}

/** Asks why; focus stays inside and goes back to the message's Report button on closing. */
export function ReportDialog({ message, onDone, onClose }: ReportDialogProps) {
  const field = useFocusOnOpen<HTMLTextAreaElement>();
  const report = useMessagesStore((state) => state.report);
  const [reason, setReason] = useState('');
  const { busy, alert, refuse, send } = useFormSubmit();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = reportReasonProblem(reason);
    if (problem !== null) {
      refuse(problem);
      field.current?.focus();
      return;
    }
    void send(async () => {
      await report(message.id, reason.trim());
      onDone();
    }, messagesLabels.reportFailed);
  };

  return (
    <ModalDialog title={messagesLabels.reportTitle} onDismiss={onClose} size="small">
      <blockquote className="report-dialog__quote">{message.text}</blockquote>
      <form className="form" onSubmit={submit} noValidate aria-label={messagesLabels.reportTitle}>
        <TextAreaField
          label={messagesLabels.reportReason}
          ref={field}
          rows={3}
          maxLength={REPORT_REASON_MAX_LENGTH}
          value={reason}
          onChange={setReason}
        />
        <ConfirmButtons
          className="answer-form__buttons"
          busy={busy}
          busyLabel={messagesLabels.reportSending}
          cancelLabel={messagesLabels.cancel}
          onCancel={onClose}
        >
          {messagesLabels.reportSend}
        </ConfirmButtons>
        <LiveAlert alert={alert} />
      </form>
    </ModalDialog>
  );
}
