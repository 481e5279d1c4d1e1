import { beforeAll, describe, expect, it } from 'vitest';
import { get, post } from '../../../test/helpers/accounts-api.js';
import { bookingParent, type Party } from '../../../test/helpers/bookings-api.js';
import { testEngine } from '../../../test/helpers/test-database.js';
import { signedInAccount } from '../../../test/helpers/test-sessions.js';
import {
  EMAIL_TO_FIND_MISSING_MESSAGE,
  NO_ACCOUNT_WITH_EMAIL_MESSAGE,
} from './operator-accounts.routes.js';
import { testAppForFile } from '../../../test/helpers/test-bed.js';

const app = () => server.app;

let parent: Party;
let otherParent: Party;
let operator: { accountId: string; cookie: string };

const find = (email: string, cookie = operator.cookie) =>
  get(app(), `/api/operator/accounts?${new URLSearchParams({ email }).toString()}`, cookie);

const server = testAppForFile({ work: false });

beforeAll(async () => {
  parent = await bookingParent(server.runtime, 'Fiona Findable');
  otherParent = await bookingParent(server.runtime, 'Olga Otherparent');
  operator = await signedInAccount(server.runtime, 'operator');
});

describe(`the operator finds an account by email on ${testEngine}`, () => {
  it('finds a parent by her email in any letter case, with spaces around it', async () => {
    const response = await find(`  ${parent.email.toUpperCase()} `);
    expect(response.statusCode, response.body).toBe(200);
    const { account } = response.json<{ account: Record<string, unknown> }>();
    expect(account).toMatchObject({
      id: parent.id,
      role: 'parent',
      email: parent.email,
      suspended: false,
    });
    expect(typeof account.fullName).toBe('string');
    expect(new Date(account.createdAt as string).toISOString()).toBe(account.createdAt);
  });

  it('answers 404 for an email no account has, naming no one', async () => {
    const response = await find('nobody-at-all@example.com');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      code: 'not_found',
      message: NO_ACCOUNT_WITH_EMAIL_MESSAGE,
    });
    for (const other of [parent, otherParent]) {
      expect(response.body).not.toContain(other.email);
      expect(response.body).not.toContain(other.id);
    }
    expect(response.body).not.toContain('Fiona');
  });

  it('answers 400 with a plain message for an empty or blank email', async () => {
    for (const email of ['', '   ']) {
      const response = await find(email);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: EMAIL_TO_FIND_MISSING_MESSAGE });
    }
  });

  it('answers 400 for an email longer than 320 characters', async () => {
    const response = await find(`${'a'.repeat(320)}@example.com`);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/email/);
  });

  it('is for operators only: a parent gets 403', async () => {
    const response = await find(otherParent.email, parent.cookie);
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain(otherParent.id);
  });

  it('finds nothing at her old email once she is erased', async () => {
    const erased = await post(
      app(),
      `/api/operator/accounts/${parent.id}/erase`,
      {},
      operator.cookie,
    );
    expect(erased.statusCode, erased.body).toBe(200);
    const response = await find(parent.email);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: NO_ACCOUNT_WITH_EMAIL_MESSAGE });
    // Nor by the placeholder that replaced it.
    expect((await find(`erased-${parent.id}`)).statusCode).toBe(404);
    // The other parent is still found.
    expect((await find(otherParent.email)).statusCode).toBe(200);
  });
});
