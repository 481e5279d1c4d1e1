import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { get, post } from '../../../test/helpers/accounts-api.js';
import {
  bookingNanny,
  bookingParent,
  nannyAction,
  nannyLists,
  parentList,
  recordParentProfile,
  requestAs,
  requestBody,
  type Party,
} from '../../../test/helpers/bookings-api.js';
import { countEvents, everyEvent } from '../../../test/helpers/event-log.js';
import { testEngine } from '../../../test/helpers/test-database.js';
import { signedInAccount } from '../../../test/helpers/test-sessions.js';
import { hashPassword } from '../../infra/auth/passwords.js';
import { MAIL_SEND_JOB } from '../../infra/mail/mail-job.js';
import { replayAndVerify } from '../../infra/projections/replay-verify.js';
import { ERASED_REASON } from '../bookings/index.js';
import { conversationIdOf } from '../messages/index.js';
import { runSearchCommand } from '../search/index.js';
import { eraseFilesJob } from './account-erasure.job.js';
import { ALREADY_ERASED_MESSAGE, LAST_OPERATOR_MESSAGE } from './accounts.decider.js';
import { testAppForFile } from '../../../test/helpers/test-bed.js';
import { nannyDirectoryRow } from '../../../test/helpers/read-tables.js';

const app = () => server.app;
const MINUTE = 60_000;
let nowMs = Date.parse('2026-11-21T12:00:00Z');
const later = (minutes: number) => (nowMs += minutes * MINUTE);

const PASSWORD = 'erase-me-please-42';
/** Her distinctive values: none may be readable anywhere after her erasure. */
const HERS = {
  name: 'Erika Erasable',
  considerations: 'HERS-CONSIDERATIONS-zz8 allergic to peanuts',
  note: 'HERS-NOTE-qq4',
  message: 'HERS-MESSAGE-ww3 call me at home',
  search: 'HERS-SEARCH-pp1 Saturdays',
};
const OTHERS = {
  name: 'Olga Otherparent',
  considerations: 'OTHER-CONSIDERATIONS-xq7',
  note: 'OTHER-NOTE-kk2',
  message: 'OTHER-MESSAGE-rr5',
  search: 'OTHER-SEARCH-mm6',
};

let parent: Party;
let otherParent: Party;
let nanny: Party;
let operator: { accountId: string; cookie: string };
let herBookingId: string;
let herAcceptedId: string;

async function withPassword(accountId: string) {
  await server.runtime.db
    .insertInto('credentials')
    .values({ account_id: accountId, password_hash: await hashPassword(PASSWORD) })
    .execute();
}

const profileOf = (who: Party, fullName: string, specialConsiderations: string) =>
  recordParentProfile(server.runtime, who, {
    fullName,
    specialConsiderations,
    at: new Date(nowMs),
  });

async function sendMessage(from: Party, parentId: string, nannyId: string, text: string) {
  return post(
    app(),
    `/api/conversations/${conversationIdOf(parentId, nannyId)}/messages`,
    { text, idempotencyKey: `erasure-${Math.random().toString(36).slice(2)}` },
    from.cookie,
  );
}

/** Every row of every read table, as text. */
async function readTablesText(): Promise<string> {
  const parts: string[] = [];
  for (const table of server.runtime.projections.tables) {
    const { rows } = await sql`select * from ${sql.table(table)}`.execute(server.runtime.db);
    parts.push(JSON.stringify(rows));
  }
  return parts.join('\n');
}

/** Replay and verify as the app runs it on this engine. */
const replayNow = () =>
  replayAndVerify(server.runtime.db, server.runtime.catalog, server.runtime.projections, {
    inSlices: testEngine === 'embedded',
  });

const eventsText = async () => JSON.stringify(await everyEvent(server.runtime));
const rawEventsText = async () =>
  JSON.stringify((await sql`select data from events`.execute(server.runtime.db)).rows);

async function storedKeys(): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of server.runtime.storage.list('parentPhotos/')) keys.push(object.key);
  return keys.sort();
}

/** Her copy, without the moment it was made and the list of who looked (the test's own reads). */
const exportText = async (cookie: string) => {
  const response = await get(app(), '/api/account/export', cookie);
  expect(response.statusCode).toBe(200);
  const copy = response.json<Record<string, unknown>>();
  delete copy.exportedAt;
  delete copy.whoLooked;
  return JSON.stringify(copy);
};

const server = testAppForFile({
  clock: () => new Date(nowMs),
  config: { timeZone: 'UTC' },
  work: false,
});

beforeAll(async () => {
  parent = await bookingParent(server.runtime, HERS.name);
  otherParent = await bookingParent(server.runtime, OTHERS.name);
  nanny = await bookingNanny(server.runtime, { fullName: 'Nora Nanny' });
  operator = await signedInAccount(server.runtime, 'operator');
  await withPassword(parent.id);
  await withPassword(operator.accountId);
  await profileOf(parent, HERS.name, HERS.considerations);
  await profileOf(otherParent, OTHERS.name, OTHERS.considerations);
  const pending = await requestAs(app(), parent, requestBody(nanny.id, { note: HERS.note }));
  expect(pending.response.statusCode, pending.response.body).toBe(201);
  herBookingId = pending.booking!.id;
  const accepted = await requestAs(
    app(),
    parent,
    requestBody(nanny.id, { note: HERS.note, date: '2026-12-02' }),
  );
  herAcceptedId = accepted.booking!.id;
  expect((await nannyAction(app(), nanny, herAcceptedId, 'accept')).statusCode).toBe(200);
  const theirs = await requestAs(
    app(),
    otherParent,
    requestBody(nanny.id, { note: OTHERS.note, date: '2026-12-03' }),
  );
  expect(theirs.response.statusCode).toBe(201);
  expect((await sendMessage(parent, parent.id, nanny.id, HERS.message)).statusCode).toBe(201);
  expect(
    (await sendMessage(otherParent, otherParent.id, nanny.id, OTHERS.message)).statusCode,
  ).toBe(201);
  for (const [who, label] of [
    [parent, HERS.search],
    [otherParent, OTHERS.search],
  ] as const) {
    const saved = await post(
      app(),
      '/api/parent/saved-searches',
      { label, search: {} },
      who.cookie,
    );
    expect(saved.statusCode, saved.body).toBe(201);
  }
  // A mail to each parent waits in the queue (jobs are not worked here).
  for (const who of [parent, otherParent]) {
    const mail = { to: who.email, subject: 'Reminder', text: 'See you Monday', html: '' };
    expect(await server.runtime.jobs.send(MAIL_SEND_JOB, mail)).not.toBeNull();
  }
  await server.runtime.storage.put(
    `parentPhotos/${parent.id}-u1`,
    Buffer.from('hers'),
    'image/jpeg',
  );
  await server.runtime.storage.put(
    `parentPhotos/${otherParent.id}-u1`,
    Buffer.from('theirs'),
    'image/jpeg',
  );
});

describe(`account erasure on ${testEngine}`, () => {
  let otherExportBefore: string;

  it('refuses a wrong password and changes nothing', async () => {
    otherExportBefore = await exportText(otherParent.cookie);
    const events = await countEvents(server.runtime.db);
    const response = await post(app(), '/api/account/erase', { password: 'wrong' }, parent.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Your password is incorrect.' });
    expect(await countEvents(server.runtime.db)).toBe(events);
    expect(await readTablesText()).toContain(HERS.considerations);
  });

  it('asks for the password when none is given', async () => {
    const response = await post(app(), '/api/account/erase', { password: '' }, parent.cookie);
    expect(response.statusCode).toBe(400);
  });

  it('erases her: sessions end, bookings are cancelled, the nanny sees "Erased user"', async () => {
    later(1);
    const response = await post(app(), '/api/account/erase', { password: PASSWORD }, parent.cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['set-cookie']).toBeDefined();
    const session = await get(app(), '/api/session', parent.cookie);
    expect(session.json()).toMatchObject({ user: null });
    const lists = await nannyLists(app(), nanny);
    const all = [...lists.requests, ...lists.upcoming, ...lists.past];
    const hers = all.filter((b) => b.id === herBookingId || b.id === herAcceptedId);
    expect(hers.map((b) => b.status)).toEqual(['cancelled', 'cancelled']);
    // A cancelled booking shows the nanny no parent's name ("A parent"); never hers.
    expect(hers.map((b) => b.parentName ?? 'Erased user')).toEqual(['Erased user', 'Erased user']);
    expect(JSON.stringify(lists)).not.toContain(HERS.name);
    const rows = await server.runtime.db
      .selectFrom('bookings')
      .select(['booking_id', 'status', 'parent_name', 'note', 'cancelled_by', 'reason'])
      .where('parent_id', '=', parent.id)
      .execute();
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row).toMatchObject({
        status: 'cancelled',
        parent_name: 'Erased user',
        note: '',
        reason: ERASED_REASON.parent,
      });
      expect(row.cancelled_by).toBe('parent');
    }
  });

  it('leaves none of her personal values readable: read tables, events, raw log', async () => {
    const everywhere = [await readTablesText(), await eventsText(), await rawEventsText()];
    for (const text of everywhere) {
      for (const value of Object.values(HERS)) expect(text).not.toContain(value);
      expect(text).not.toContain(parent.email);
    }
    const tables = await readTablesText();
    for (const value of Object.values(OTHERS)) {
      expect(tables).toContain(value);
    }
    expect(await eventsText()).toContain(OTHERS.considerations);
    const account = await server.runtime.db
      .selectFrom('accounts')
      .selectAll()
      .where('id', '=', parent.id)
      .executeTakeFirstOrThrow();
    expect(account).toMatchObject({
      full_name: 'Erased user',
      email: `erased-${parent.id}`,
      google_subject: null,
    });
    expect(account.erased_at).not.toBeNull();
    // Her saved searches go with her (what she looked for says something about her child).
    const searches = await server.runtime.db
      .selectFrom('saved_searches')
      .select('parent_id')
      .execute();
    expect(searches.map((row) => row.parent_id)).toEqual([otherParent.id]);
    // The mail queued to her is gone, never to be sent; the other parent's still waits.
    const { rows: queued } = await sql<{ data: unknown }>`
      select data from pgboss.job where name = ${MAIL_SEND_JOB}`.execute(server.runtime.db);
    expect(queued.map((job) => (job.data as { to: string }).to)).toEqual([otherParent.email]);
  });

  it("deletes her files by the retried job, and no one else's", async () => {
    expect(await storedKeys()).toHaveLength(2);
    await eraseFilesJob(server.runtime).handle(
      { accountId: parent.id },
      {
        id: 'test',
        retryCount: 0,
      },
    );
    // Idempotent: a retry after a crash finds nothing left to delete.
    await eraseFilesJob(server.runtime).handle(
      { accountId: parent.id },
      {
        id: 'test',
        retryCount: 1,
      },
    );
    expect(await storedKeys()).toEqual([`parentPhotos/${otherParent.id}-u1`]);
  });

  it('replays equal to the live read tables', async () => {
    const report = await replayNow();
    expect(report.differences).toEqual([]);
    expect(report.equal).toBe(true);
  });

  it("leaves others' exports unchanged, and hers is gone with her session", async () => {
    expect(await exportText(otherParent.cookie)).toBe(otherExportBefore);
    expect((await get(app(), '/api/account/export', parent.cookie)).statusCode).toBe(401);
  });

  it('refuses her login as for an unknown account; her address may sign up again', async () => {
    const login = await post(app(), '/api/auth/login', {
      email: parent.email,
      password: PASSWORD,
    });
    const unknown = await post(app(), '/api/auth/login', {
      email: 'nobody-at-all@example.com',
      password: PASSWORD,
    });
    expect(login.statusCode).toBe(unknown.statusCode);
    expect(login.json()).toEqual(unknown.json());
    const taken = await server.runtime.db
      .selectFrom('accounts')
      .select('id')
      .where('email', '=', parent.email)
      .execute();
    expect(taken).toEqual([]);
  });

  it('refuses a message to her with 409', async () => {
    const response = await sendMessage(nanny, parent.id, nanny.id, 'Are you there?');
    expect(response.statusCode).toBe(409);
  });

  it('answers 409 to erasing her again, changing nothing', async () => {
    const events = await countEvents(server.runtime.db);
    const again = await post(
      app(),
      `/api/operator/accounts/${parent.id}/erase`,
      {},
      operator.cookie,
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: ALREADY_ERASED_MESSAGE });
    expect(await countEvents(server.runtime.db)).toBe(events);
  });

  it('lets an operator erase another account, never her own from the console', async () => {
    const own = await post(
      app(),
      `/api/operator/accounts/${operator.accountId}/erase`,
      {},
      operator.cookie,
    );
    expect(own.statusCode).toBe(403);
    const second = await signedInAccount(server.runtime, 'operator');
    const erased = await post(
      app(),
      `/api/operator/accounts/${second.accountId}/erase`,
      {},
      operator.cookie,
    );
    expect(erased.statusCode, erased.body).toBe(200);
    expect(
      (await post(app(), `/api/operator/accounts/unknown-id/erase`, {}, operator.cookie))
        .statusCode,
    ).toBe(404);
    expect(
      (await post(app(), `/api/operator/accounts/${nanny.id}/erase`, {}, nanny.cookie)).statusCode,
    ).toBe(403);
  });

  it('refuses to erase the last operator account', async () => {
    const response = await post(
      app(),
      '/api/account/erase',
      { password: PASSWORD },
      operator.cookie,
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: LAST_OPERATOR_MESSAGE });
    expect((await get(app(), '/api/session', operator.cookie)).json()).toMatchObject({
      user: { id: operator.accountId },
    });
  });

  it('erases nothing when a key cannot be unwrapped (one transaction)', async () => {
    const keys = server.runtime.catalog.personalData!.keyStore;
    const events = await countEvents(server.runtime.db);
    const db = server.runtime.db;
    const { rows } = await sql<{ wrapped_key: Buffer }>`
      select wrapped_key from data_keys where key_id = ${nanny.id}`.execute(db);
    const original = rows[0]!.wrapped_key;
    // Wrapped under another secret, as far as this app can tell.
    await sql`update data_keys set wrapped_key = ${Buffer.alloc(60, 7)} where key_id = ${nanny.id}`.execute(
      db,
    );
    keys.forget(nanny.id);
    try {
      const response = await post(
        app(),
        `/api/operator/accounts/${otherParent.id}/erase`,
        {},
        operator.cookie,
      );
      expect(response.statusCode).toBe(500);
    } finally {
      await sql`update data_keys set wrapped_key = ${original} where key_id = ${nanny.id}`.execute(
        db,
      );
      keys.forget(nanny.id);
    }
    expect(await countEvents(server.runtime.db)).toBe(events);
    expect(await readTablesText()).toContain(OTHERS.considerations);
    const session = await get(app(), '/api/session', otherParent.cookie);
    expect(session.json()).toMatchObject({ user: { id: otherParent.id } });
  });

  it('erases a nanny on request: unlisted, her requests declined, her matches and files gone', async () => {
    const [search] = await server.runtime.db
      .selectFrom('saved_searches')
      .select('search_id')
      .where('parent_id', '=', otherParent.id)
      .execute();
    await runSearchCommand(
      server.runtime,
      {
        type: 'RecordMatch',
        parentId: otherParent.id,
        searchId: search!.search_id,
        nannyId: nanny.id,
        at: new Date(nowMs).toISOString(),
      },
      {},
    );
    await server.runtime.storage.put(`nannyPhotos/${nanny.id}-u1`, Buffer.from('n'), 'image/jpeg');
    later(1);
    const response = await post(
      app(),
      `/api/operator/accounts/${nanny.id}/erase`,
      {},
      operator.cookie,
    );
    expect(response.statusCode, response.body).toBe(200);

    // The other parent's pending request is declined with the platform's reason.
    const theirs = (await parentList(app(), otherParent)).filter((b) => b.nannyId === nanny.id);
    expect(theirs.map((b) => b.status)).toEqual(['declined']);
    expect(JSON.stringify(theirs)).not.toContain('Nora Nanny');
    const row = await server.runtime.db
      .selectFrom('bookings')
      .select(['status', 'reason', 'nanny_name'])
      .where('parent_id', '=', otherParent.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'declined', reason: ERASED_REASON.nanny });
    const listing = await nannyDirectoryRow(server.runtime.db, nanny.id);
    expect(listing).toMatchObject({ listed: false, full_name: 'Erased user' });
    const matches = await server.runtime.db
      .selectFrom('saved_search_matches')
      .select('nanny_id')
      .where('nanny_id', '=', nanny.id)
      .execute();
    expect(matches).toEqual([]);
    expect(await readTablesText()).not.toContain('Nora Nanny');

    await eraseFilesJob(server.runtime).handle({ accountId: nanny.id }, { id: 't', retryCount: 0 });
    const left: string[] = [];
    for await (const object of server.runtime.storage.list('nannyPhotos/')) left.push(object.key);
    expect(left).toEqual([]);
    const report = await replayNow();
    expect(report.differences).toEqual([]);
  });
});
