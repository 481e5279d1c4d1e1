import type { RecordedEvent } from '../../../infra/event-store/event-types.js';
import { columnsOf, defineProjection, readTable } from '../../../infra/projections/index.js';
import type { TypedRows } from '../../../infra/projections/index.js';
import type { NannyEvent } from '../nannies.events.js';

type CredentialFact =
  | Extract<
      NannyEvent,
      {
        type:
          | 'RbtCertificationChecked'
          | 'RbtCertificationLapsed'
          | 'RbtRecheckRequested'
          | 'CredentialExpiryReminderSent'
          | 'NannyApprovalWithdrawn'
          | 'NannyRejected'
          | 'NannyReviewReopened';
      }
    >
  | { type: 'AccountSuspended'; data: { accountId: string } }
  | { type: 'AccountErased'; data: { accountId: string } };

const credentials = readTable('nanny_credentials', { key: ['nanny_id'] });
// Erasure removes all of a nanny's entries: looked up by nanny_id.
const history = readTable('nanny_credential_history', {
  key: ['nanny_id', 'stream_version'],
  lookups: ['nanny_id'],
});
type Tables = 'nanny_credentials' | 'nanny_credential_history';

/**
 * nanny_credentials: the operators' "Credential checks" queue, one row per nanny checked (or due
 * a first check), soonest due first. Out of the queue while she is not approved (the review
 * queue has her: her approval records a new check) or suspended.
 */
export const credentialsProjection = defineProjection<CredentialFact, Tables>({
  name: 'nanny-credentials',
  tables: [credentials, history],
  events: {
    RbtCertificationChecked: true,
    RbtCertificationLapsed: true,
    RbtRecheckRequested: true,
    CredentialExpiryReminderSent: true,
    NannyApprovalWithdrawn: true,
    NannyRejected: true,
    NannyReviewReopened: true,
    AccountSuspended: true,
    AccountErased: true,
  },
  fold: foldFact,
});

const HISTORY_EVENTS = new Set([
  'RbtCertificationChecked',
  'RbtCertificationLapsed',
  'RbtRecheckRequested',
]);

/**
 * nanny_credential_history: each check (the operator its actor), lapse and catch-up, for her
 * document history; dates, status and who only, the number and reason stay in the log.
 */
function foldHistory(event: RecordedEvent<CredentialFact>, rows: TypedRows<Tables>): void {
  if (!HISTORY_EVENTS.has(event.type)) return;
  const entry = {
    nanny_id: (event.data as { nannyId: string }).nannyId,
    stream_version: event.version,
    registry_status: null,
    expires_on: null,
    checked_on: null,
    occasion: null,
    operator_id: null,
    recorded_at: event.recordedAt,
  };
  if (event.type === 'RbtCertificationChecked') {
    const d = event.data;
    rows.insert(
      'nanny_credential_history',
      {
        ...entry,
        kind: 'check',
        registry_status: d.registryStatus,
        expires_on: d.expiresOn,
        checked_on: d.checkedOn,
        occasion: d.occasion,
        operator_id: d.operatorId,
      },
      'keep',
    );
  } else if (event.type === 'RbtCertificationLapsed') {
    rows.insert(
      'nanny_credential_history',
      { ...entry, kind: 'lapse', expires_on: event.data.expiresOn },
      'keep',
    );
  } else if (event.type === 'RbtRecheckRequested') {
    rows.insert(
      'nanny_credential_history',
      { ...entry, kind: 'recheck-requested', checked_on: null },
      'keep',
    );
  }
}

function foldFact(event: RecordedEvent<CredentialFact>, rows: TypedRows<Tables>): void {
  foldHistory(event, rows);
  switch (event.type) {
    case 'RbtCertificationChecked': {
      const d = event.data;
      const row = {
        standing: d.registryStatus,
        certification_number: d.certificationNumber,
        inactive_reason: d.inactiveReason,
        expires_on: d.expiresOn,
        checked_on: d.checkedOn,
        checked_at: new Date(d.recordedAt),
        checked_by: d.operatorId,
        next_check_on: d.nextCheckOn,
        in_queue: true,
        // Her bookings wait for an operator from the first check that found her not active.
        held_since:
          d.registryStatus === 'active'
            ? null
            : (rows.get('nanny_credentials', { nanny_id: d.nannyId })?.held_since ??
              new Date(d.recordedAt)),
      };
      // The reminders already sent stay with their expiry: a renewal's new date starts afresh.
      rows.insert('nanny_credentials', { nanny_id: d.nannyId, ...row }, columnsOf(row));
      return;
    }
    case 'RbtCertificationLapsed':
      // Due at once: she is out of the directory until an operator records an active check.
      rows.update(
        'nanny_credentials',
        { nanny_id: event.data.nannyId },
        {
          standing: 'lapsed',
          next_check_on: event.data.expiresOn,
          held_since: new Date(event.data.lapsedAt),
        },
      );
      return;
    case 'RbtRecheckRequested':
      rows.insert(
        'nanny_credentials',
        {
          nanny_id: event.data.nannyId,
          standing: 'unrecorded',
          next_check_on: event.data.dueOn,
          in_queue: true,
        },
        'keep',
      );
      return;
    case 'CredentialExpiryReminderSent':
      if (event.data.document !== 'rbt-certification') return;
      rows.update(
        'nanny_credentials',
        { nanny_id: event.data.nannyId },
        { reminded_for: event.data.expiresOn, reminded_days: event.data.daysBefore },
      );
      return;
    case 'NannyApprovalWithdrawn':
    case 'NannyRejected':
    case 'NannyReviewReopened':
      rows.update('nanny_credentials', { nanny_id: event.data.nannyId }, { in_queue: false });
      return;
    case 'AccountSuspended':
      rows.update('nanny_credentials', { nanny_id: event.data.accountId }, { in_queue: false });
      return;
    case 'AccountErased':
      // Her number and any reason are personal: her erasure takes the row and her history.
      rows.remove('nanny_credentials', { nanny_id: event.data.accountId });
      for (const entry of rows.find('nanny_credential_history', 'nanny_id', event.data.accountId))
        rows.remove('nanny_credential_history', {
          nanny_id: event.data.accountId,
          stream_version: entry.stream_version!,
        });
      return;
  }
}
