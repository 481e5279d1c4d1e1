import { useEffect, useId, useState } from 'react';
import { endedText, replayTexts } from '@shared/replay-progress';
import { BusyButton } from '../../../components/busy-button';
import { errorAlert, LiveAlert, successAlert } from '../../../components/live-alert';
import type { AlertMessage } from '../../../components/live-alert';
import { ApiError } from '../../../lib/api-client';
import { failureText } from '../../../lib/failure-text';
import { useBusyAction } from '../../../lib/use-busy-action';
import { replayAndVerify, type ReplayReport } from './replay-api';
import { ReplayDifferences } from './replay-differences';
import { ReplayProgressBar } from './replay-progress-bar';
import { replaySummary } from './replay-report';
import { useReplayStore } from './replay-store';

const isCancelled = (error: unknown) =>
  error instanceof ApiError && error.code === 'replay_cancelled';

/** Rebuilds every read table from the log in a scratch schema and compares it with the live one. */
export function ReplayVerify() {
  const headingId = useId();
  const { busy, run } = useBusyAction();
  const [report, setReport] = useState<ReplayReport | null>(null);
  const [alert, setAlert] = useState<AlertMessage | null>(null);
  const progress = useReplayStore((state) => state.progress);
  const ended = useReplayStore((state) => state.ended);
  const cancelling = useReplayStore((state) => state.cancelling);
  // The run this page started answers with its report (or its cancel) and says so itself; a run
  // started elsewhere is announced when it ends.
  const [ownRunId, setOwnRunId] = useState<string | null>(null);

  useEffect(() => {
    void useReplayStore.getState().refresh();
  }, []);

  const start = () =>
    void run(async () => {
      setAlert(null);
      setReport(null);
      try {
        const result = await replayAndVerify();
        setOwnRunId(result.runId);
        setReport(result);
        const summary = replaySummary(result);
        setAlert(result.equal ? successAlert(summary) : errorAlert(summary));
      } catch (error) {
        const runId = error instanceof ApiError ? error.details.runId : undefined;
        setOwnRunId(
          typeof runId === 'string' ? runId : (useReplayStore.getState().ended?.runId ?? null),
        );
        setAlert(
          isCancelled(error)
            ? successAlert(replayTexts.cancelled)
            : errorAlert(failureText(replayTexts.failed, error)),
        );
      }
    });

  const cancel = () => {
    useReplayStore
      .getState()
      .cancel()
      .catch((error: unknown) => {
        // 409: it ended meanwhile, and its end is shown anyway.
        if (error instanceof ApiError && error.status === 409) return;
        setAlert(errorAlert(failureText('We could not cancel the replay.', error)));
      });
  };

  const endedElsewhere = !busy && ended !== null && ended.runId !== ownRunId;
  const endedNote = endedElsewhere ? endedText(ended.state) : null;
  const shown =
    endedNote === null
      ? alert
      : ended?.state === 'equal' || ended?.state === 'cancelled'
        ? successAlert(endedNote)
        : errorAlert(endedNote);

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
      {progress !== null && (
        <ReplayProgressBar progress={progress} cancelling={cancelling} onCancel={cancel} />
      )}
      <LiveAlert alert={shown} />
      {report !== null && report.tables.length > 0 && (
        <p className="form__hint replay__tables">Tables compared: {report.tables.join(', ')}.</p>
      )}
      {report !== null && !report.equal && <ReplayDifferences report={report} />}
    </section>
  );
}
