import type { MessageReportView, ReportAction } from '@shared/messages';
import { useId, useState } from 'react';
import { BusyButton } from '../../../components/busy-button';
import { errorAlert, LiveAlert } from '../../../components/live-alert';
import type { AlertMessage } from '../../../components/live-alert';
import { ModalDialog } from '../../../components/modal-dialog';
import { failureText } from '../../../lib/failure-text';
import { useBusyAction } from '../../../lib/use-busy-action';
import {
  messageReportTexts as texts,
  reportStatusLabels,
  reportTitle,
} from './message-report-texts';
import { useMessageReportsStore } from './message-reports-store';
import { formatInstant } from '../../../lib/date-format';
import { SecondaryButton } from '../../../components/secondary-button';

interface DecisionProps {
  report: MessageReportView;
  onDecided: (message: string) => void;
}

/** Dismiss, Warn, or Suspend (confirmed in a dialog first: it ends her sessions). */
function DecisionButtons({ report, onDecided }: DecisionProps) {
  const decide = useMessageReportsStore((state) => state.decide);
  const [alert, setAlert] = useState<AlertMessage | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState<ReportAction | null>(null);
  const { busy, run } = useBusyAction();

  const act = (action: ReportAction) =>
    void run(async () => {
      setAlert(null);
      setPending(action);
      try {
        const message = await decide(report.id, action);
        setConfirming(false);
        onDecided(message);
      } catch (error) {
        setAlert(errorAlert(failureText(texts.decideFailed, error)));
      } finally {
        setPending(null);
      }
    });

  const busyOn = (action: ReportAction) => busy && pending === action;
  // A decision that needs no confirming: it says it is deciding while its own request runs.
  const actingButton = (action: ReportAction, label: string) => (
    <BusyButton
      type="button"
      variant="secondary"
      busy={busyOn(action)}
      busyLabel={texts.deciding}
      disabled={busy}
      onClick={() => act(action)}
    >
      {label}
    </BusyButton>
  );
  return (
    <div
      className="message-report__actions"
      role="group"
      aria-label={texts.actionsLabel(reportTitle(report))}
    >
      {actingButton('dismiss', texts.dismiss)}
      {actingButton('warn', texts.warn)}
      <button
        type="button"
        className="button button--primary"
        disabled={busy}
        onClick={() => setConfirming(true)}
      >
        {texts.suspend}
      </button>
      <LiveAlert alert={confirming ? null : alert} />
      {confirming && (
        <ModalDialog
          title={texts.suspendTitle(report.sender.name)}
          onDismiss={() => setConfirming(false)}
          size="small"
        >
          <p>{texts.suspendExplained}</p>
          <div className="answer-form__buttons">
            <BusyButton
              type="button"
              busy={busyOn('suspend')}
              busyLabel={texts.deciding}
              onClick={() => act('suspend')}
            >
              {texts.suspendConfirm}
            </BusyButton>
            <SecondaryButton onClick={() => setConfirming(false)}>{texts.cancel}</SecondaryButton>
          </div>
          <LiveAlert alert={alert} />
        </ModalDialog>
      )}
    </div>
  );
}

interface ItemProps {
  report: MessageReportView;
  onDecided: (message: string) => void;
}

/** One report: who reported whom, why, the message as typed, and the decision or its buttons. */
export function MessageReportItem({ report, onDecided }: ItemProps) {
  const titleId = useId();
  const showConversation = useMessageReportsStore((state) => state.showConversation);
  return (
    <article className="queue-item message-report" aria-labelledby={titleId}>
      <h4 id={titleId} className="queue-item__name">
        {reportTitle(report)}
      </h4>
      <dl className="booking-facts">
        <div className="booking-facts__row">
          <dt>{texts.reason}</dt>
          <dd className="message-report__text">{report.reason}</dd>
        </div>
        <div className="booking-facts__row">
          <dt>{texts.message}</dt>
          <dd className="message-report__text">{report.messageText}</dd>
        </div>
        <div className="booking-facts__row">
          <dt>{texts.reported}</dt>
          <dd>{formatInstant(report.reportedAt, 'dateTime', 'reader')}</dd>
        </div>
        {report.status !== 'open' && (
          <div className="booking-facts__row">
            <dt>{texts.outcome}</dt>
            <dd>
              {reportStatusLabels[report.status]}
              {report.decidedAt !== null &&
                `, ${formatInstant(report.decidedAt, 'dateTime', 'reader')}`}
            </dd>
          </div>
        )}
      </dl>
      <div className="booking-detail__filters">
        <SecondaryButton onClick={() => void showConversation(report.id)}>
          {texts.readConversation}
        </SecondaryButton>
      </div>
      {report.status === 'open' && <DecisionButtons report={report} onDecided={onDecided} />}
    </article>
  );
}
