import { LoadFailed } from '../../../components/load-failed';
import { ModalDialog } from '../../../components/modal-dialog';
import { messageReportTexts as texts } from './message-report-texts';
import { useMessageReportsStore } from './message-reports-store';
import { formatInstant } from '../../../lib/date-format';
import { DialogClose } from '../shared/dialog-close';
import { LoadingLine } from '../../../components/loading-line';

/** The reported conversation as typed (nothing masked), the reported message marked. */
export function ReportedConversation() {
  const conversation = useMessageReportsStore((state) => state.conversation);
  const report = useMessageReportsStore((state) =>
    state.reports.find((item) => item.id === state.conversation?.reportId),
  );
  const close = useMessageReportsStore((state) => state.closeConversation);
  const show = useMessageReportsStore((state) => state.showConversation);
  if (conversation === null || report === undefined) return null;

  const nameOf = (senderId: string) =>
    senderId === report.sender.id ? report.sender.name : report.reporter.name;
  return (
    <ModalDialog
      title={`Conversation between ${report.reporter.name} and ${report.sender.name}`}
      onDismiss={close}
    >
      {conversation.load === 'loading' && <LoadingLine text={texts.loadingConversation} />}
      {conversation.load === 'failed' && (
        <LoadFailed what="this conversation" onRetry={() => void show(report.id)} />
      )}
      {conversation.load === 'ready' && (
        <ol className="reported-conversation" aria-label="Messages">
          {conversation.messages.map((message) => {
            const reported = message.id === report.messageId;
            return (
              <li
                key={message.id}
                className={
                  reported
                    ? 'reported-conversation__item reported-conversation__item--reported'
                    : 'reported-conversation__item'
                }
                aria-current={reported || undefined}
              >
                <p className="reported-conversation__meta">
                  <strong>{nameOf(message.senderId)}</strong>
                  <span>{formatInstant(message.sentAt, 'dateTime', 'reader')}</span>
                  {reported && <span className="badge badge--warning">{texts.reportedBadge}</span>}
                </p>
                <p className="message-report__text">{message.text}</p>
              </li>
            );
          })}
        </ol>
      )}
      <DialogClose onClose={close} label={texts.close} />
    </ModalDialog>
  );
}
