import type { Role } from '../../infra/db/schema.js';
import {
  assertNever,
  conflictError,
  notFoundError,
  validationError,
} from '../../infra/domain/errors.js';
import { requireOwnStream, type Decider } from '../../infra/event-store/decider.js';
import { accountStreamId, REGISTERED_EVENT_BY_ROLE, type AccountEvent } from './accounts.events.js';

export const GOOGLE_MANAGED_MESSAGE = 'Your email and password are managed by Google.';

export type AccountCommand =
  | {
      type: 'RegisterAccount';
      accountId: string;
      role: Role;
      firstName: string;
      lastName: string;
      /** Google's display name when it gives one; otherwise first and last name. */
      fullName?: string;
      email: string;
      signUpMethod: 'password' | 'google';
      googleSubject: string | null;
      emailVerified: boolean;
      termsAcceptedAt: string | null;
      at: string;
    }
  | { type: 'VerifyEmail'; email: string; at: string }
  | { type: 'ChangeEmail'; newEmail: string; at: string }
  | { type: 'RecordPasswordChange'; reason: 'settings' | 'reset'; at: string }
  | { type: 'LinkGoogleAccount'; googleSubject: string; at: string }
  | {
      type: 'EraseAccount';
      requestedBy: 'self' | 'operator';
      /** Operators' accounts that are neither erased nor this one (loaded by the caller). */
      otherOperators: number;
      at: string;
    };

interface AccountState {
  registered: boolean;
  accountId: string;
  role: Role | undefined;
  email: string;
  emailVerified: boolean;
  signUpMethod: 'password' | 'google' | undefined;
  googleSubject: string | null;
  hasPassword: boolean;
  /** Suspended by an operator (the messages feature records it). */
  suspended: boolean;
  /** Erased; nothing more happens on this stream. */
  erased: boolean;
}

const initialState = (): AccountState => ({
  registered: false,
  accountId: '',
  role: undefined,
  email: '',
  emailVerified: false,
  signUpMethod: undefined,
  googleSubject: null,
  hasPassword: false,
  suspended: false,
  erased: false,
});

function evolve(state: AccountState, event: AccountEvent): AccountState {
  switch (event.type) {
    case 'NannyRegistered':
    case 'ParentRegistered':
    case 'OperatorRegistered':
      return {
        registered: true,
        accountId: event.data.accountId,
        role: roleOf(event.type),
        email: event.data.email,
        emailVerified: event.data.emailVerified,
        signUpMethod: event.data.signUpMethod,
        googleSubject: event.data.googleSubject,
        hasPassword: event.data.signUpMethod === 'password',
        suspended: false,
        erased: false,
      };
    case 'EmailVerified':
      return { ...state, emailVerified: true };
    case 'EmailChanged':
      return { ...state, email: event.data.email, emailVerified: true };
    case 'PasswordChanged':
      return { ...state, hasPassword: true };
    case 'PasswordRemoved':
      return { ...state, hasPassword: false };
    case 'GoogleAccountLinked':
      return { ...state, googleSubject: event.data.googleSubject };
    case 'AccountSuspended':
      return { ...state, suspended: true };
    case 'AccountErased':
      return { ...state, erased: true };
    default:
      return assertNever(event);
  }
}

function roleOf(type: AccountEvent['type']): Role {
  if (type === 'NannyRegistered') return 'nanny';
  if (type === 'ParentRegistered') return 'parent';
  return 'operator';
}

function decide(command: AccountCommand, state: AccountState, streamId: string): AccountEvent[] {
  switch (command.type) {
    // The other commands name no account: they act on the one this stream registered.
    case 'RegisterAccount':
      requireOwnStream(streamId, accountStreamId(command.accountId));
      return register(command, state);
    case 'VerifyEmail':
      return verifyEmail(command, requireRegistered(state));
    case 'ChangeEmail':
      return changeEmail(command, requireRegistered(state));
    case 'RecordPasswordChange':
      return recordPasswordChange(command, requireRegistered(state));
    case 'LinkGoogleAccount':
      return linkGoogle(command, requireRegistered(state));
    case 'EraseAccount':
      return erase(command, state);
    default:
      return assertNever(command);
  }
}

function register(
  command: Extract<AccountCommand, { type: 'RegisterAccount' }>,
  state: AccountState,
): AccountEvent[] {
  if (state.registered) throw conflictError('This account already exists.');
  const firstName = command.firstName.trim();
  const lastName = command.lastName.trim();
  const fullName = (command.fullName ?? `${firstName} ${lastName}`).trim();
  if (fullName === '') throw validationError('Please enter your first and last name.');
  if (command.signUpMethod === 'google' && !command.googleSubject) {
    throw validationError('A Google account is needed to sign up with Google.');
  }
  if (command.role !== 'operator' && command.termsAcceptedAt === null) {
    throw validationError('You must agree to the Terms & Conditions to sign up.');
  }
  const data = {
    accountId: command.accountId,
    firstName,
    lastName,
    fullName,
    email: command.email,
    signUpMethod: command.signUpMethod,
    googleSubject: command.googleSubject,
    emailVerified: command.emailVerified,
    termsAcceptedAt: command.termsAcceptedAt,
    registeredAt: command.at,
  };
  return [{ type: REGISTERED_EVENT_BY_ROLE[command.role], data }];
}

function verifyEmail(
  command: Extract<AccountCommand, { type: 'VerifyEmail' }>,
  state: AccountState,
): AccountEvent[] {
  if (command.email !== state.email) {
    throw validationError('This link was sent to an earlier email address of this account.');
  }
  if (state.emailVerified) return [];
  return [
    {
      type: 'EmailVerified',
      data: { accountId: state.accountId, email: state.email, verifiedAt: command.at },
    },
  ];
}

function changeEmail(
  command: Extract<AccountCommand, { type: 'ChangeEmail' }>,
  state: AccountState,
): AccountEvent[] {
  if (state.signUpMethod === 'google') throw validationError(GOOGLE_MANAGED_MESSAGE);
  if (command.newEmail === state.email) return [];
  return [
    {
      type: 'EmailChanged',
      data: {
        accountId: state.accountId,
        previousEmail: state.email,
        email: command.newEmail,
        changedAt: command.at,
      },
    },
  ];
}

function recordPasswordChange(
  command: Extract<AccountCommand, { type: 'RecordPasswordChange' }>,
  state: AccountState,
): AccountEvent[] {
  if (state.signUpMethod === 'google') throw validationError(GOOGLE_MANAGED_MESSAGE);
  return [
    {
      type: 'PasswordChanged',
      data: { accountId: state.accountId, reason: command.reason, changedAt: command.at },
    },
  ];
}

function linkGoogle(
  command: Extract<AccountCommand, { type: 'LinkGoogleAccount' }>,
  state: AccountState,
): AccountEvent[] {
  if (state.googleSubject === command.googleSubject) return [];
  if (state.googleSubject !== null) {
    throw conflictError('This account is already linked to another Google account.');
  }
  const linked: AccountEvent = {
    type: 'GoogleAccountLinked',
    data: {
      accountId: state.accountId,
      googleSubject: command.googleSubject,
      linkedAt: command.at,
    },
  };
  // Nobody ever proved this address, so whoever registered it may not be its owner: the
  // password they chose must not open the account Google's proven owner now signs in to.
  if (state.emailVerified || !state.hasPassword) return [linked];
  const removed: AccountEvent = {
    type: 'PasswordRemoved',
    data: { accountId: state.accountId, reason: 'claimed-with-google', removedAt: command.at },
  };
  return [linked, removed];
}

export const ALREADY_ERASED_MESSAGE = 'This account has already been erased.';
export const LAST_OPERATOR_MESSAGE =
  'This is the only operator account left: create another operator before erasing it.';

function erase(
  command: Extract<AccountCommand, { type: 'EraseAccount' }>,
  state: AccountState,
): AccountEvent[] {
  if (!state.registered) throw notFoundError('Account not found.');
  if (state.erased) throw conflictError(ALREADY_ERASED_MESSAGE);
  // The platform must keep someone who can run it.
  if (state.role === 'operator' && command.otherOperators < 1) {
    throw conflictError(LAST_OPERATOR_MESSAGE);
  }
  return [
    {
      type: 'AccountErased',
      data: { accountId: state.accountId, requestedBy: command.requestedBy, erasedAt: command.at },
    },
  ];
}

function requireRegistered(state: AccountState): AccountState {
  if (!state.registered || state.erased) throw notFoundError('Account not found.');
  return state;
}

export const accountDecider: Decider<AccountState, AccountCommand, AccountEvent> = {
  streamType: 'account',
  initialState,
  evolve,
  decide,
};
