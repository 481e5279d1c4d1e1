import { MessageReportItem } from './message-report-item';
import { messageReportTexts as texts } from './message-report-texts';
import { useMessageReportsStore } from './message-reports-store';
import { ReportedConversation } from './reported-conversation';
import { OpenAndDecided, QueueSection } from '../shared/queue-section';
import { useDoneNotice } from '../shared/use-done-notice';

/** Reported messages, open ones first; live (message-reports.changed). */
export function MessageReportsView() {
  const { heading, notice, onDone } = useDoneNotice();
  const load = useMessageReportsStore((state) => state.load);
  const reports = useMessageReportsStore((state) => state.reports);
  const openFirst = useMessageReportsStore((state) => state.openFirst);
  return (
    <QueueSection
      title={texts.title}
      className="message-reports"
      heading={heading}
      explanation={texts.explanation}
      notice={notice}
      load={load}
      loading={texts.loading}
      what="the message reports"
      open={openFirst}
      after={<ReportedConversation />}
    >
      <OpenAndDecided
        texts={texts}
        open={reports.filter((report) => report.status === 'open')}
        decided={reports.filter((report) => report.status !== 'open')}
        keyOf={(report) => report.id}
        render={(report) => <MessageReportItem report={report} onDecided={onDone} />}
      />
    </QueueSection>
  );
}
