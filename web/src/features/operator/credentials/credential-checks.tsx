import { useEffect, useId, useState } from 'react';
import { errorAlert, LiveAlert } from '../../../components/live-alert';
import type { AlertMessage } from '../../../components/live-alert';
import { LoadFailed } from '../../../components/load-failed';
import { errorMessageOf } from '../../../lib/api-client';
import { formatDate } from '../../../lib/date-format';
import { useBusyAction } from '../../../lib/use-busy-action';
import { CredentialCheckForm } from '../shared/credential-check-form';
import { useDoneNotice } from '../shared/use-done-notice';
import { useCredentialChecksStore, type CredentialCheckRow } from './credential-checks-store';
import { HeldBookings } from './held-bookings';

const STANDING_TEXT: Record<CredentialCheckRow['standing'], string> = {
  active: 'Active',
  inactive: 'Inactive',
  'not-found': 'Not found',
  lapsed: 'Lapsed',
  unrecorded: 'Never checked',
};

/** Approved nannies by next RBT certification check, soonest first; live. */
export function CredentialChecks() {
  const headingId = useId();
  const { heading, notice, onDone } = useDoneNotice();
  const load = useCredentialChecksStore((s) => s.load);
  const checks = useCredentialChecksStore((s) => s.checks);
  const open = useCredentialChecksStore((s) => s.open);
  useEffect(() => {
    void open();
  }, [open]);

  return (
    <section className="card queue" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1} className="queue__title">
        Credential checks
      </h2>
      <LiveAlert alert={notice} />
      {load === 'loading' && (
        <p className="loading" role="status">
          Loading the credential checks...
        </p>
      )}
      {load === 'failed' && <LoadFailed what="the credential checks" onRetry={() => void open()} />}
      {load === 'ready' && checks.length === 0 && (
        <p className="queue__empty">No approved nanny is waiting for a credential check.</p>
      )}
      {load === 'ready' && checks.length > 0 && (
        <ul className="queue__list" aria-label="Credential checks">
          {checks.map((row) => (
            <li key={row.nannyId}>
              <CheckItem row={row} onDone={onDone} />
            </li>
          ))}
        </ul>
      )}
      <HeldBookings onDone={onDone} />
    </section>
  );
}

function CheckItem({ row, onDone }: { row: CredentialCheckRow; onDone: (text: string) => void }) {
  const record = useCredentialChecksStore((s) => s.record);
  const { busy, run } = useBusyAction();
  const [opened, setOpened] = useState(false);
  const [alert, setAlert] = useState<AlertMessage | null>(null);
  const submit = (check: Parameters<typeof record>[1]) =>
    void run(async () => {
      setAlert(null);
      try {
        await record(row.nannyId, check);
        setOpened(false);
        onDone(`Recorded the check of ${row.fullName}.`);
      } catch (error) {
        setAlert(errorAlert(errorMessageOf(error)));
      }
    });

  return (
    <article className="queue-item" aria-label={row.fullName}>
      <h3 className="queue-item__name">{row.fullName}</h3>
      <dl className="facts">
        <dt>Status</dt>
        <dd>{STANDING_TEXT[row.standing]}</dd>
        <dt>Number</dt>
        <dd>{row.certificationNumber ?? 'Not recorded'}</dd>
        {row.inactiveReason && (
          <>
            <dt>Reason</dt>
            <dd>{row.inactiveReason}</dd>
          </>
        )}
        <dt>Expires</dt>
        <dd>{row.expiresOn ? formatDate(row.expiresOn) : 'Not recorded'}</dd>
        <dt>Last checked</dt>
        <dd>{row.checkedOn ? formatDate(row.checkedOn) : 'Never'}</dd>
        <dt>Next check</dt>
        <dd>
          {formatDate(row.nextCheckOn)}
          {row.due && <span className="badge badge--warning"> Due</span>}
        </dd>
      </dl>
      {!opened && (
        <button type="button" className="button button--secondary" onClick={() => setOpened(true)}>
          Record check
        </button>
      )}
      {opened && (
        <CredentialCheckForm
          label={`RBT certification of ${row.fullName}, as the BACB registry shows it`}
          confirmLabel="Record check"
          busyLabel="Recording..."
          busy={busy}
          alert={alert}
          onSubmit={submit}
          onCancel={() => setOpened(false)}
        />
      )}
      {!opened && <LiveAlert alert={alert} />}
    </article>
  );
}
