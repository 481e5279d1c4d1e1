import { useCallback, useId, useState } from 'react';
import { LoadFailed } from '../../../components/load-failed';
import {
  fetchJobsOverview,
  type JobFailure,
  type JobsOverview,
  type QueueCounts,
} from './jobs-api';
import { formatInstant } from '../../../lib/date-format';
import type { Load } from '../../../lib/load-state';
import { useLoadOnShow } from '../../../lib/use-load-on-show';
import { SecondaryButton } from '../../../components/secondary-button';
import { LoadingLine } from '../../../components/loading-line';

const STATE_LABELS: Record<JobFailure['state'], string> = {
  retrying: 'Retrying',
  failed: 'Failed',
  'dead-letter': 'Dead letter',
};

const COUNT_COLUMNS: { key: keyof Omit<QueueCounts, 'name'>; label: string }[] = [
  { key: 'queued', label: 'Waiting' },
  { key: 'retrying', label: 'Retrying' },
  { key: 'active', label: 'Running' },
  { key: 'failed', label: 'Failed' },
  { key: 'deadLetter', label: 'Dead letter' },
];

const when = (iso: string | null) => (iso === null ? '—' : formatInstant(iso, 'numeric', 'reader'));

/** Background jobs (emails, alerts): what waits, what backs off after a failure, what gave up. */
export function JobsView() {
  const headingId = useId();
  const [overview, setOverview] = useState<JobsOverview | null>(null);
  const [load, setLoad] = useState<Load>('loading');

  const refresh = useCallback(async () => {
    setLoad('loading');
    try {
      setOverview(await fetchJobsOverview());
      setLoad('ready');
    } catch {
      setLoad('failed');
    }
  }, []);

  useLoadOnShow(refresh);

  return (
    <section className="card jobs" aria-labelledby={headingId} aria-busy={load === 'loading'}>
      <h2 id={headingId}>Background jobs</h2>
      <p className="form__hint">
        Emails and alerts are sent by background jobs. A job that fails is tried again later,
        waiting longer each time; after its last try it goes to the dead-letter queue.
      </p>
      <SecondaryButton onClick={() => void refresh()}>Refresh</SecondaryButton>
      {load === 'loading' && <LoadingLine text="Loading the background jobs..." />}
      {load === 'failed' && (
        <LoadFailed what="the background jobs" onRetry={() => void refresh()} />
      )}
      {overview !== null && load === 'ready' && (
        <>
          <QueueTable queues={overview.queues} />
          <h3>Recent failures</h3>
          {overview.failures.length === 0 ? (
            <p className="event-log__empty">No job has failed recently.</p>
          ) : (
            <FailureTable failures={overview.failures} />
          )}
        </>
      )}
    </section>
  );
}

function QueueTable({ queues }: { queues: QueueCounts[] }) {
  return (
    <div className="table-scroll" role="region" aria-label="Job queues" tabIndex={0}>
      <table className="data-table data-table--stack">
        <thead>
          <tr>
            <th scope="col">Queue</th>
            {COUNT_COLUMNS.map((column) => (
              <th scope="col" key={column.key} className="data-table__number">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {queues.map((queue) => (
            <tr key={queue.name}>
              <td data-label="Queue">
                <code className="data-table__code">{queue.name}</code>
              </td>
              {COUNT_COLUMNS.map((column) => (
                <td key={column.key} data-label={column.label} className="data-table__number">
                  {queue[column.key]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function FailureTable({ failures }: { failures: JobFailure[] }) {
  return (
    <div className="table-scroll" role="region" aria-label="Recent failures" tabIndex={0}>
      <table className="data-table data-table--stack">
        <thead>
          <tr>
            <th scope="col">Job</th>
            <th scope="col">Kind</th>
            <th scope="col">State</th>
            <th scope="col">Tries</th>
            <th scope="col">Last try</th>
            <th scope="col">Next try</th>
            <th scope="col">Error</th>
          </tr>
        </thead>
        <tbody>
          {failures.map((failure) => (
            <tr key={failure.id}>
              <td data-label="Job">
                <code className="data-table__code">{failure.id}</code>
              </td>
              <td data-label="Kind">
                <code className="data-table__code">{failure.kind}</code>
              </td>
              <td data-label="State">{STATE_LABELS[failure.state]}</td>
              <td data-label="Tries">
                {failure.tries} of {failure.retryLimit + 1}
              </td>
              <td data-label="Last try">{when(failure.lastTriedAt)}</td>
              <td data-label="Next try">{when(failure.nextTryAt)}</td>
              <td data-label="Error">{failure.error}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
