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
          | 'NannyApprovalWithdrawn'
          | 'NannyRejected'
          | 'NannyReviewReopened';
      }
    >
  | { type: 'AccountSuspended'; data: { accountId: string } }
  | { type: 'AccountErased'; data: { accountId: string } };

const credentials = readTable('nanny_credentials', { key: ['nanny_id'] });

/**
 * nanny_credentials: the operators' "Credential checks" queue, one row per nanny checked (or due
 * a first check), soonest due first. Out of the queue while she is not approved (the review
 * queue has her: her approval records a new check) or suspended.
 */
export const credentialsProjection = defineProjection<CredentialFact, 'nanny_credentials'>({
  name: 'nanny-credentials',
  tables: [credentials],
  events: {
    RbtCertificationChecked: true,
    RbtCertificationLapsed: true,
    RbtRecheckRequested: true,
    NannyApprovalWithdrawn: true,
    NannyRejected: true,
    NannyReviewReopened: true,
    AccountSuspended: true,
    AccountErased: true,
  },
  fold: foldFact,
});

function foldFact(
  event: RecordedEvent<CredentialFact>,
  rows: TypedRows<'nanny_credentials'>,
): void {
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
      };
      rows.insert('nanny_credentials', { nanny_id: d.nannyId, ...row }, columnsOf(row));
      return;
    }
    case 'RbtCertificationLapsed':
      // Due at once: she is out of the directory until an operator records an active check.
      rows.update(
        'nanny_credentials',
        { nanny_id: event.data.nannyId },
        { standing: 'lapsed', next_check_on: event.data.expiresOn },
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
    case 'NannyApprovalWithdrawn':
    case 'NannyRejected':
    case 'NannyReviewReopened':
      rows.update('nanny_credentials', { nanny_id: event.data.nannyId }, { in_queue: false });
      return;
    case 'AccountSuspended':
      rows.update('nanny_credentials', { nanny_id: event.data.accountId }, { in_queue: false });
      return;
    case 'AccountErased':
      // Her number and any reason are personal: her erasure takes the row.
      rows.remove('nanny_credentials', { nanny_id: event.data.accountId });
      return;
  }
}
