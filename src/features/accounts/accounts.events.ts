import { Type, type Static } from '@sinclair/typebox';
import type { EventTypeDefinition } from '../../infra/event-store/event-catalog.js';
import { personal } from '../../infra/event-store/personal-data.js';

// Facts about accounts. Never a password, hash or token: the log is read by auditors.
// Names, emails and the Google subject are personal: encrypted under the account's own key.

const own = { owner: 'accountId' };
const Email = personal(Type.String(), own);

const Registered = Type.Object({
  accountId: Type.String(),
  firstName: personal(Type.String(), { ...own, erased: 'Erased' }),
  lastName: personal(Type.String(), { ...own, erased: 'user' }),
  fullName: personal(Type.String(), { ...own, erased: 'Erased user' }),
  email: Email,
  signUpMethod: Type.Union([Type.Literal('password'), Type.Literal('google')]),
  googleSubject: personal(Type.Union([Type.String(), Type.Null()]), own),
  emailVerified: Type.Boolean(),
  termsAcceptedAt: Type.Union([Type.String(), Type.Null()]),
  registeredAt: Type.String(),
});
export type RegisteredData = Static<typeof Registered>;

const EmailVerified = Type.Object({
  accountId: Type.String(),
  email: Email,
  verifiedAt: Type.String(),
});

const EmailChanged = Type.Object({
  accountId: Type.String(),
  previousEmail: Email,
  email: Email,
  changedAt: Type.String(),
});

const PasswordChanged = Type.Object({
  accountId: Type.String(),
  reason: Type.Union([Type.Literal('settings'), Type.Literal('reset')]),
  changedAt: Type.String(),
});

/**
 * The account has no password any more; its sessions and unused emailed links ended with it.
 * 'claimed-with-google': Google proved the owner of an address nobody had verified, so the
 * password whoever registered it chose must not survive.
 */
const PasswordRemoved = Type.Object({
  accountId: Type.String(),
  reason: Type.Literal('claimed-with-google'),
  removedAt: Type.String(),
});

const GoogleAccountLinked = Type.Object({
  accountId: Type.String(),
  googleSubject: personal(Type.String(), own),
  linkedAt: Type.String(),
});

/**
 * An operator suspended the account after a report on her messages. Her sessions
 * ended in the same transaction; she can no longer sign in, and a nanny is no longer listed.
 */
const AccountSuspended = Type.Object({
  accountId: Type.String(),
  reason: Type.Literal('message-report'),
  reportId: Type.String(),
  operatorId: Type.String(),
  suspendedAt: Type.String(),
});

/**
 * The account was erased (docs/privacy.md, Erasure), by its owner or by an operator on her request.
 * Her data key was destroyed in the same transaction, so her values in every earlier event read as
 * placeholders. Nothing personal in it: who asked is a role, not a name.
 */
const AccountErased = Type.Object({
  accountId: Type.String(),
  requestedBy: Type.Union([Type.Literal('self'), Type.Literal('operator')]),
  erasedAt: Type.String(),
});
type AccountErasedData = Static<typeof AccountErased>;

export const REGISTERED_EVENT_BY_ROLE = {
  nanny: 'NannyRegistered',
  parent: 'ParentRegistered',
  operator: 'OperatorRegistered',
} as const;

export type AccountEvent =
  | { type: 'NannyRegistered'; data: RegisteredData }
  | { type: 'ParentRegistered'; data: RegisteredData }
  | { type: 'OperatorRegistered'; data: RegisteredData }
  | { type: 'EmailVerified'; data: Static<typeof EmailVerified> }
  | { type: 'EmailChanged'; data: Static<typeof EmailChanged> }
  | { type: 'PasswordChanged'; data: Static<typeof PasswordChanged> }
  | { type: 'PasswordRemoved'; data: Static<typeof PasswordRemoved> }
  | { type: 'GoogleAccountLinked'; data: Static<typeof GoogleAccountLinked> }
  | { type: 'AccountSuspended'; data: Static<typeof AccountSuspended> }
  | { type: 'AccountErased'; data: AccountErasedData };

export const accountEventTypes: EventTypeDefinition[] = [
  { type: 'NannyRegistered', schema: Registered },
  { type: 'ParentRegistered', schema: Registered },
  { type: 'OperatorRegistered', schema: Registered },
  { type: 'EmailVerified', schema: EmailVerified },
  { type: 'EmailChanged', schema: EmailChanged },
  { type: 'PasswordChanged', schema: PasswordChanged },
  { type: 'PasswordRemoved', schema: PasswordRemoved },
  { type: 'GoogleAccountLinked', schema: GoogleAccountLinked },
  { type: 'AccountSuspended', schema: AccountSuspended },
  { type: 'AccountErased', schema: AccountErased },
];

export const accountStreamId = (accountId: string) => `account-${accountId}`;
