import type { MessageReportView } from '@shared/messages';
import { useEffect, useId } from 'react';
import { LiveAlert } from '../../../components/live-alert';
import { LoadFailed } from '../../../components/load-failed';
import { MessageReportItem } from './message-report-item';
import { messageReportTexts as texts } from './message-report-texts';
import { useMessageReportsStore } from './message-reports-store';
import { ReportedConversation } from './reported-conversation';
import { useDoneNotice } from '../shared/use-done-notice';

function ReportList(props: {
  title: string;
  empty: string;
  reports: readonly MessageReportView[];
  onDecided: (message: string) => void;
}) {
  return (
    <>
      <h3 className="incidents__subtitle">{props.title}</h3>
      {props.reports.length === 0 ? (
        <p className="queue__empty">{props.empty}</p>
      ) : (
        <ul className="queue__list" aria-label={props.title}>
          {props.reports.map((report) => (
            <li key={report.id}>
              <MessageReportItem report={report} onDecided={props.onDecided} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** Reported messages, open ones first; live (message-reports.changed). */
export function MessageReportsView() {
  const headingId = useId();
  const { heading, notice, onDone } = useDoneNotice();
  const load = useMessageReportsStore((state) => state.load);
  const reports = useMessageReportsStore((state) => state.reports);
  const openFirst = useMessageReportsStore((state) => state.openFirst);

  useEffect(() => {
    void openFirst();
  }, [openFirst]);

  const open = reports.filter((report) => report.status === 'open');
  const decided = reports.filter((report) => report.status !== 'open');
  return (
    <section className="card queue message-reports" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1} className="queue__title">
        {texts.title}
      </h2>
      <p className="form__hint">{texts.explanation}</p>
      <LiveAlert alert={notice} />
      {(load === 'idle' || load === 'loading') && (
        <p className="loading" role="status">
          {texts.loading}
        </p>
      )}
      {load === 'failed' && (
        <LoadFailed what="the message reports" onRetry={() => void openFirst()} />
      )}
      {load === 'ready' && (
        <>
          <ReportList
            title={texts.openTitle}
            empty={texts.noneOpen}
            reports={open}
            onDecided={onDone}
          />
          <ReportList
            title={texts.decidedTitle}
            empty={texts.noneDecided}
            reports={decided}
            onDecided={onDone}
          />
        </>
      )}
      <ReportedConversation />
    </section>
  );
}
