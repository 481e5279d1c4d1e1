import { describe, it } from 'vitest';
import { NotStreamOwnerError } from '../../infra/domain/errors.js';
import { deciderSpec } from '../../../test/helpers/decider-spec.js';
import {
  accountDecider,
  ALREADY_ERASED_MESSAGE,
  LAST_OPERATOR_MESSAGE,
  type AccountCommand,
} from './accounts.decider.js';
import { accountStreamId, type AccountEvent, type RegisteredData } from './accounts.events.js';

const spec = deciderSpec(accountDecider, accountStreamId('a1'));
const at = '2026-11-21T10:00:00.000Z';

const register = (
  overrides: Partial<Extract<AccountCommand, { type: 'RegisterAccount' }>> = {},
): AccountCommand => ({
  type: 'RegisterAccount',
  accountId: 'a1',
  role: 'nanny',
  firstName: ' Nora ',
  lastName: 'Nanny',
  email: 'nora@example.com',
  signUpMethod: 'password',
  googleSubject: null,
  emailVerified: false,
  termsAcceptedAt: at,
  at,
  ...overrides,
});

const registered = (overrides: Partial<RegisteredData> = {}): AccountEvent => ({
  type: 'NannyRegistered',
  data: {
    accountId: 'a1',
    firstName: 'Nora',
    lastName: 'Nanny',
    fullName: 'Nora Nanny',
    email: 'nora@example.com',
    signUpMethod: 'password',
    googleSubject: null,
    emailVerified: false,
    termsAcceptedAt: at,
    registeredAt: at,
    ...overrides,
  },
});

describe('account decider', () => {
  it('security item 1: mass assignment — refuses to register another account on this stream', () =>
    spec
      .given([])
      .when(register({ accountId: 'a2' }))
      .thenThrows(NotStreamOwnerError));

  it('registers a nanny with trimmed names and a full name', () =>
    spec.given([]).when(register()).then([registered()]));

  it('records the role in the event type', () =>
    spec
      .given([])
      .when(register({ role: 'parent' }))
      .then([{ ...registered(), type: 'ParentRegistered' } as AccountEvent]));

  it('prefers the full name Google gives', () =>
    spec
      .given([])
      .when(
        register({
          fullName: 'Nora G. Nanny',
          signUpMethod: 'google',
          googleSubject: 'g1',
          emailVerified: true,
        }),
      )
      .then([
        registered({
          fullName: 'Nora G. Nanny',
          signUpMethod: 'google',
          googleSubject: 'g1',
          emailVerified: true,
        }),
      ]));

  it('refuses to register twice', () =>
    spec.given([registered()]).when(register()).thenThrows('This account already exists.'));

  it('refuses a sign-up without the terms', () =>
    spec
      .given([])
      .when(register({ termsAcceptedAt: null }))
      .thenThrows('You must agree to the Terms & Conditions to sign up.'));

  it('lets an operator be created without terms (by the command-line script)', () =>
    spec
      .given([])
      .when(register({ role: 'operator', termsAcceptedAt: null, emailVerified: true }))
      .then([
        {
          type: 'OperatorRegistered',
          data: registered({ termsAcceptedAt: null, emailVerified: true }).data,
        } as AccountEvent,
      ]));

  it('refuses an account with no name at all', () =>
    spec
      .given([])
      .when(register({ firstName: ' ', lastName: '' }))
      .thenThrows('Please enter your first and last name.'));

  it('verifies the current email once', () =>
    spec
      .given([registered()])
      .when({ type: 'VerifyEmail', email: 'nora@example.com', at })
      .then([
        {
          type: 'EmailVerified',
          data: { accountId: 'a1', email: 'nora@example.com', verifiedAt: at },
        },
      ]));

  it('does nothing when the email is already verified', () =>
    spec
      .given([registered({ emailVerified: true })])
      .when({ type: 'VerifyEmail', email: 'nora@example.com', at })
      .then([]));

  it('refuses a verification link for an earlier address', () =>
    spec
      .given([registered()])
      .when({ type: 'VerifyEmail', email: 'old@example.com', at })
      .thenThrows(/earlier email address/));

  it('refuses anything for an account that does not exist', () =>
    spec
      .given([])
      .when({ type: 'VerifyEmail', email: 'x@example.com', at })
      .thenThrows('Account not found.'));

  it('changes the email and counts it as verified', () =>
    spec
      .given([registered()])
      .when({ type: 'ChangeEmail', newEmail: 'new@example.com', at })
      .then([
        {
          type: 'EmailChanged',
          data: {
            accountId: 'a1',
            previousEmail: 'nora@example.com',
            email: 'new@example.com',
            changedAt: at,
          },
        },
      ]));

  it('refuses email and password changes for Google accounts', () => {
    const google = registered({ signUpMethod: 'google', googleSubject: 'g1', emailVerified: true });
    spec
      .given([google])
      .when({ type: 'ChangeEmail', newEmail: 'n@example.com', at })
      .thenThrows('Your email and password are managed by Google.');
    spec
      .given([google])
      .when({ type: 'RecordPasswordChange', reason: 'settings', at })
      .thenThrows('Your email and password are managed by Google.');
  });

  it('records a password change without any secret', () =>
    spec
      .given([registered()])
      .when({ type: 'RecordPasswordChange', reason: 'reset', at })
      .then([
        { type: 'PasswordChanged', data: { accountId: 'a1', reason: 'reset', changedAt: at } },
      ]));

  it('links a Google account once, and refuses a second, different one', () => {
    const verified = registered({ emailVerified: true });
    const linked: AccountEvent = {
      type: 'GoogleAccountLinked',
      data: { accountId: 'a1', googleSubject: 'g1', linkedAt: at },
    };
    spec
      .given([verified])
      .when({ type: 'LinkGoogleAccount', googleSubject: 'g1', at })
      .then([linked]);
    spec
      .given([verified, linked])
      .when({ type: 'LinkGoogleAccount', googleSubject: 'g1', at })
      .then([]);
    spec
      .given([verified, linked])
      .when({ type: 'LinkGoogleAccount', googleSubject: 'g2', at })
      .thenThrows(/another Google account/);
  });

  it('removes the password of a never-verified account that Google links to', () => {
    const linked: AccountEvent = {
      type: 'GoogleAccountLinked',
      data: { accountId: 'a1', googleSubject: 'g1', linkedAt: at },
    };
    const removed: AccountEvent = {
      type: 'PasswordRemoved',
      data: { accountId: 'a1', reason: 'claimed-with-google', removedAt: at },
    };
    spec
      .given([registered()])
      .when({ type: 'LinkGoogleAccount', googleSubject: 'g1', at })
      .then([linked, removed]);
  });

  it('lets a password be set again after it was removed', () =>
    spec
      .given([
        registered(),
        {
          type: 'PasswordRemoved',
          data: { accountId: 'a1', reason: 'claimed-with-google', removedAt: at },
        },
      ])
      .when({ type: 'RecordPasswordChange', reason: 'reset', at })
      .then([
        { type: 'PasswordChanged', data: { accountId: 'a1', reason: 'reset', changedAt: at } },
      ]));

  describe('erasure', () => {
    const erase = (
      overrides: Partial<Extract<AccountCommand, { type: 'EraseAccount' }>> = {},
    ): AccountCommand => ({
      type: 'EraseAccount',
      requestedBy: 'self',
      otherOperators: 0,
      at,
      ...overrides,
    });
    const operator: AccountEvent = {
      type: 'OperatorRegistered',
      data: (registered() as Extract<AccountEvent, { type: 'NannyRegistered' }>).data,
    };
    const erased: AccountEvent = {
      type: 'AccountErased',
      data: { accountId: 'a1', requestedBy: 'self', erasedAt: at },
    };

    it('records AccountErased, with no personal value in it', () =>
      spec.given([registered()]).when(erase()).then([erased]));

    it('records who asked: an operator on her request', () =>
      spec
        .given([registered()])
        .when(erase({ requestedBy: 'operator' }))
        .then([{ ...erased, data: { ...erased.data, requestedBy: 'operator' } }]));

    it('refuses to erase an account twice', () =>
      spec.given([registered(), erased]).when(erase()).thenThrows(ALREADY_ERASED_MESSAGE));

    it('refuses to erase an account that does not exist', () =>
      spec.given([]).when(erase()).thenThrows('Account not found.'));

    it('refuses to erase the last operator account', () =>
      spec
        .given([operator])
        .when(erase({ otherOperators: 0 }))
        .thenThrows(LAST_OPERATOR_MESSAGE));

    it('erases an operator account while another operator remains', () =>
      spec
        .given([operator])
        .when(erase({ otherOperators: 1 }))
        .then([erased]));

    it('refuses every later command on an erased account as on an unknown one', () =>
      spec
        .given([registered(), erased])
        .when({ type: 'VerifyEmail', email: 'nora@example.com', at })
        .thenThrows('Account not found.'));
  });
});
