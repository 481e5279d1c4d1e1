import { useId, useState } from 'react';
import { BusyButton } from '../../components/busy-button';
import { errorAlert, LiveAlert, successAlert } from '../../components/live-alert';
import type { AlertMessage } from '../../components/live-alert';
import { failureText } from '../../lib/failure-text';
import { useBusyAction } from '../../lib/use-busy-action';
import { replayAndVerify } from './operator-api';
import type { ReplayReport } from './operator-types';
import { ReplayDifferences } from './replay-differences';
import { replaySummary } from './replay-report';

/** Rebuilds every read table from the log in a scratch schema and compares it with the live one. */
export function ReplayVerify() {
  const headingId = useId();
  const { busy, run } = useBusyAction();
  const [report, setReport] = useState<ReplayReport | null>(null);
  const [alert, setAlert] = useState<AlertMessage | null>(null);

  const start = () =>
    void run(async () => {
      setAlert(null);
      setReport(null);
      try {
        const result = await replayAndVerify();
        setReport(result);
        const summary = replaySummary(result);
        setAlert(result.equal ? successAlert(summary) : errorAlert(summary));
      } catch (error) {
        setAlert(errorAlert(failureText('Replay and verify did not finish.', error)));
      }
    });

  return (
    <section className="card replay" aria-labelledby={headingId} aria-busy={busy}>
      <h2 id={headingId}>Replay and verify</h2>
      <p className="form__hint">
        Rebuilds every read table from the event log in a scratch schema and compares it with the
        live tables, cell by cell. The live data is not changed. A long log takes a while.
      </p>
      <div className="replay__run">
        <BusyButton type="button" busy={busy} busyLabel="Replaying..." onClick={start}>
          Replay and verify
        </BusyButton>
      </div>
      <LiveAlert alert={alert} />
      {report !== null && report.tables.length > 0 && (
        <p className="form__hint replay__tables">Tables compared: {report.tables.join(', ')}.</p>
      )}
      {report !== null && !report.equal && <ReplayDifferences report={report} />}
    </section>
  );
}
