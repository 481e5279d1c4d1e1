import { useState } from 'react';
import { LiveAlert } from '../../../components/live-alert';
import { useFormSubmit } from '../../../components/use-form-submit';
import { formatDate } from '../../../lib/date-format';
import { CredentialCheckForm } from '../shared/credential-check-form';
import { QueueList, QueueSection } from '../shared/queue-section';
import { useDoneNotice } from '../shared/use-done-notice';
import { useCredentialChecksStore, type CredentialCheckRow } from './credential-checks-store';
import { HeldBookings } from './held-bookings';
import { SecondaryButton } from '../../../components/secondary-button';

const STANDING_TEXT: Record<CredentialCheckRow['standing'], string> = {
  active: 'Active',
  inactive: 'Inactive',
  'not-found': 'Not found',
  lapsed: 'Lapsed',
  unrecorded: 'Never checked',
};

/** Approved nannies by next RBT certification check, soonest first; live. */
export function CredentialChecks() {
  const { heading, notice, onDone } = useDoneNotice();
  const load = useCredentialChecksStore((s) => s.load);
  const checks = useCredentialChecksStore((s) => s.checks);
  const open = useCredentialChecksStore((s) => s.open);
  return (
    <QueueSection
      title="Credential checks"
      heading={heading}
      notice={notice}
      load={load}
      loading="Loading the credential checks..."
      what="the credential checks"
      open={open}
      after={<HeldBookings onDone={onDone} />}
    >
      <QueueList
        label="Credential checks"
        items={checks}
        empty="No approved nanny is waiting for a credential check."
        keyOf={(row) => row.nannyId}
        render={(row) => <CheckItem row={row} onDone={onDone} />}
      />
    </QueueSection>
  );
}

function CheckItem({ row, onDone }: { row: CredentialCheckRow; onDone: (text: string) => void }) {
  const record = useCredentialChecksStore((s) => s.record);
  const { busy, alert, send } = useFormSubmit();
  const [opened, setOpened] = useState(false);
  const submit = (check: Parameters<typeof record>[1]) =>
    void send(async () => {
      await record(row.nannyId, check);
      setOpened(false);
      onDone(`Recorded the check of ${row.fullName}.`);
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
      {!opened && <SecondaryButton onClick={() => setOpened(true)}>Record check</SecondaryButton>}
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
