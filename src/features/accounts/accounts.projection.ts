import {
  columnsOf,
  defineProjection,
  type ReadTableSpec,
} from '../../infra/projections/define-projection.js';
import type { AccountEvent } from './accounts.events.js';

const accounts: ReadTableSpec<'accounts'> = { name: 'accounts', key: ['id'] };

/** The `accounts` read table: who can sign in, with which role and email. */
export const accountsProjection = defineProjection<AccountEvent | ProfileNameFact, 'accounts'>({
  name: 'accounts',
  tables: [accounts],
  events: {
    NannyRegistered: true,
    ParentRegistered: true,
    OperatorRegistered: true,
    EmailVerified: true,
    EmailChanged: true,
    GoogleAccountLinked: true,
    AccountSuspended: true,
    AccountErased: true,
    PasswordChanged: false,
    PasswordRemoved: false,
    // Display names are edited on the nanny and parent profiles; the account follows.
    NannyProfileUpdated: true,
    ParentProfileUpdated: true,
    // An approved nanny's new name becomes hers once approved (or applied at a withdrawal).
    NannyProfileChangeApproved: true,
    NannyProfileChangeApplied: true,
  },
  fold: (event, rows) => {
    switch (event.type) {
      case 'NannyRegistered':
      case 'ParentRegistered':
      case 'OperatorRegistered': {
        const d = event.data;
        const row = {
          role: ROLE_BY_EVENT[event.type],
          // Read after an erasure (her key destroyed), the same as AccountErased writes.
          email: d.email === '' ? erasedAccount(d).email : d.email,
          first_name: d.firstName,
          last_name: d.lastName,
          full_name: d.fullName,
          email_verified: d.emailVerified,
          sign_up_method: d.signUpMethod,
          google_subject: d.googleSubject === '' ? null : d.googleSubject,
          created_at: new Date(d.registeredAt),
        };
        rows.insert('accounts', { id: d.accountId, ...row }, columnsOf(row));
        return;
      }
      case 'EmailVerified':
        rows.update('accounts', { id: event.data.accountId }, { email_verified: true });
        return;
      case 'EmailChanged':
        rows.update(
          'accounts',
          { id: event.data.accountId },
          { email: event.data.email, email_verified: true },
        );
        return;
      case 'GoogleAccountLinked':
        rows.update(
          'accounts',
          { id: event.data.accountId },
          { google_subject: event.data.googleSubject },
        );
        return;
      case 'AccountSuspended':
        rows.update(
          'accounts',
          { id: event.data.accountId },
          { suspended_at: new Date(event.data.suspendedAt) },
        );
        return;
      case 'AccountErased':
        rows.update('accounts', { id: event.data.accountId }, erasedRow(event.data));
        return;
      case 'PasswordChanged':
        return;
      case 'NannyProfileUpdated':
      case 'NannyProfileChangeApproved':
      case 'NannyProfileChangeApplied':
        rows.update('accounts', { id: event.data.nannyId }, { full_name: event.data.fullName });
        return;
      case 'ParentProfileUpdated':
        rows.update('accounts', { id: event.data.parentId }, { full_name: event.data.fullName });
        return;
    }
  },
});

/**
 * What a replay reads from her registration once her key is gone, except the two unique columns:
 * a placeholder `''` would collide between two erased accounts, so the email becomes a value that
 * is no address (nobody signs in with it, and her address is free to sign up again) and the Google
 * subject is cleared.
 */
function erasedAccount(data: { accountId: string }) {
  return { email: `erased-${data.accountId}` };
}

function erasedRow(data: { accountId: string; erasedAt: string }) {
  return {
    ...erasedAccount(data),
    google_subject: null,
    first_name: 'Erased',
    last_name: 'user',
    full_name: 'Erased user',
    erased_at: new Date(data.erasedAt),
  };
}

/** Matched by type name: features share event names, never code. */
type ProfileNameFact =
  | {
      type: 'NannyProfileUpdated' | 'NannyProfileChangeApproved' | 'NannyProfileChangeApplied';
      data: { nannyId: string; fullName: string };
    }
  | { type: 'ParentProfileUpdated'; data: { parentId: string; fullName: string } };

const ROLE_BY_EVENT = {
  NannyRegistered: 'nanny',
  ParentRegistered: 'parent',
  OperatorRegistered: 'operator',
} as const;
