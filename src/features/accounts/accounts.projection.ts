import type { Projection } from '../../infra/projections/projection-registry.js';
import type { AccountEvent } from './accounts.events.js';

/** The `accounts` read table: who can sign in, with which role and email. */
export const accountsProjection: Projection = {
  name: 'accounts',
  tables: ['accounts'],
  handles: [
    'NannyRegistered',
    'ParentRegistered',
    'OperatorRegistered',
    'EmailVerified',
    'EmailChanged',
    'GoogleAccountLinked',
    // Display names are edited on the nanny and parent profiles; the account follows.
    'NannyProfileUpdated',
    'ParentProfileUpdated',
  ],
  apply: async (recorded, db) => {
    const event = recorded as unknown as AccountEvent | ProfileNameFact;
    switch (event.type) {
      case 'NannyRegistered':
      case 'ParentRegistered':
      case 'OperatorRegistered': {
        const d = event.data;
        const row = {
          role: ROLE_BY_EVENT[event.type],
          email: d.email,
          first_name: d.firstName,
          last_name: d.lastName,
          full_name: d.fullName,
          email_verified: d.emailVerified,
          sign_up_method: d.signUpMethod,
          google_subject: d.googleSubject,
          created_at: new Date(d.registeredAt),
        };
        await db
          .insertInto('accounts')
          .values({ id: d.accountId, ...row })
          .onConflict((oc) => oc.column('id').doUpdateSet(row))
          .execute();
        return;
      }
      case 'EmailVerified':
        await db
          .updateTable('accounts')
          .set({ email_verified: true })
          .where('id', '=', event.data.accountId)
          .execute();
        return;
      case 'EmailChanged':
        await db
          .updateTable('accounts')
          .set({ email: event.data.email, email_verified: true })
          .where('id', '=', event.data.accountId)
          .execute();
        return;
      case 'GoogleAccountLinked':
        await db
          .updateTable('accounts')
          .set({ google_subject: event.data.googleSubject })
          .where('id', '=', event.data.accountId)
          .execute();
        return;
      case 'PasswordChanged':
        return;
      case 'NannyProfileUpdated':
        await db
          .updateTable('accounts')
          .set({ full_name: event.data.fullName })
          .where('id', '=', event.data.nannyId)
          .execute();
        return;
    }
  },
};

/** Matched by type name: features share event names, never code. */
type ProfileNameFact =
  | { type: 'NannyProfileUpdated'; data: { nannyId: string; fullName: string } }
  | { type: 'ParentProfileUpdated'; data: { parentId: string; fullName: string } };

const ROLE_BY_EVENT = {
  NannyRegistered: 'nanny',
  ParentRegistered: 'parent',
  OperatorRegistered: 'operator',
} as const;
