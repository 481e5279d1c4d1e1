import { beforeAll, describe, expect, it } from 'vitest';
import { get } from '../../../test/helpers/accounts-api.js';
import {
  bookingNanny,
  bookingParent,
  recordParentProfile,
  requestAs,
  requestBody,
  type Party,
} from '../../../test/helpers/bookings-api.js';
import { upload } from '../../../test/helpers/nanny-api.js';
import { pdfBytes } from '../../../test/helpers/pdf-fixtures.js';
import { testEngine } from '../../../test/helpers/test-database.js';
import { sameOrigin } from '../../../test/helpers/test-server.js';
import { signedInAccount } from '../../../test/helpers/test-sessions.js';
import { conversationIdOf } from '../messages/index.js';
import { testAppForFile } from '../../../test/helpers/test-bed.js';

const MINUTE = 60 * 1000;
let nowMs = Date.parse('2026-11-21T12:00:00Z');
const later = (minutes: number) => (nowMs += minutes * MINUTE);
const app = () => server.app;

let parent: Party;
let nanny: Party;
let otherParent: Party;
let otherNanny: Party;
let operator: { accountId: string; cookie: string };
let bookingId: string;

/** Distinctive strings of the second parent and nanny: none may reach the first parent. */
const OTHER = {
  parentName: 'Olga Otherparent',
  considerations: 'OTHER-CONSIDERATIONS-xq7 epilepsy',
  note: 'OTHER-NOTE-kk2',
  noteToOtherNanny: 'OTHER-TO-OTHER-NOTE-vv9',
  nannyName: 'Otto Othernanny',
  nannyBio: 'OTHER-NANNY-BIO-mm4',
  nannyFile: 'otto-secret-id.pdf',
};
const MINE = {
  parentName: 'Paula Privacy',
  considerations: 'MINE-CONSIDERATIONS-aa1 loves trains',
  note: 'MINE-NOTE-bb2',
  nannyBio: 'NORA-BIO-cc3',
  nannyFile: 'nora-photo-id.pdf',
};

const post = (url: string, payload: object, cookie: string) =>
  app().inject({ method: 'POST', url, payload, headers: { ...sameOrigin, cookie } });

const profileOf = (who: Party, fullName: string, specialConsiderations: string) =>
  recordParentProfile(server.runtime, who, {
    fullName,
    specialConsiderations,
    at: new Date(nowMs),
  });

async function uploadId(who: Party, fileName: string) {
  const response = await upload(
    app(),
    who.cookie,
    'photo-id',
    pdfBytes(),
    fileName,
    'application/pdf',
  );
  expect(response.statusCode).toBe(200);
}

async function exportOf(cookie: string) {
  const response = await get(app(), '/api/account/export', cookie);
  expect(response.statusCode).toBe(200);
  return { response, text: response.body, json: response.json<Record<string, unknown>>() };
}

async function accessLog(cookie: string | undefined, before?: string) {
  const url = before
    ? `/api/account/access-log?before=${encodeURIComponent(before)}`
    : '/api/account/access-log';
  return get(app(), url, cookie);
}

interface Entry {
  viewer: { name: string; role: string };
  item: string;
  detail: string;
  what: string;
  at: string;
}

const server = testAppForFile({
  clock: () => new Date(nowMs),
  config: { timeZone: 'UTC' },
  work: false,
});

beforeAll(async () => {
  parent = await bookingParent(server.runtime, MINE.parentName);
  otherParent = await bookingParent(server.runtime, OTHER.parentName);
  nanny = await bookingNanny(server.runtime, { fullName: 'Nora Nanny', bio: MINE.nannyBio });
  otherNanny = await bookingNanny(server.runtime, {
    fullName: OTHER.nannyName,
    bio: OTHER.nannyBio,
  });
  operator = await signedInAccount(server.runtime, 'operator');
  await profileOf(parent, MINE.parentName, MINE.considerations);
  await profileOf(otherParent, OTHER.parentName, OTHER.considerations);
  const mine = await requestAs(app(), parent, requestBody(nanny.id, { note: MINE.note }));
  expect(mine.response.statusCode, mine.response.body).toBe(201);
  bookingId = mine.booking!.id;
  const theirs = await requestAs(app(), otherParent, requestBody(nanny.id, { note: OTHER.note }));
  expect(theirs.response.statusCode).toBe(201);
  const elsewhere = await requestAs(
    app(),
    otherParent,
    requestBody(otherNanny.id, { note: OTHER.noteToOtherNanny }),
  );
  expect(elsewhere.response.statusCode).toBe(201);
  // The nanny writes her phone number before any booking is accepted: masked for the parent.
  const sent = await post(
    `/api/conversations/${conversationIdOf(parent.id, nanny.id)}/messages`,
    { text: 'Call me on 555-867-5309 please', idempotencyKey: 'privacy-test-1' },
    nanny.cookie,
  );
  expect(sent.statusCode).toBe(201);
  // Last: a new document sends an approved nanny back to review (not bookable meanwhile).
  await uploadId(nanny, MINE.nannyFile);
  await uploadId(otherNanny, OTHER.nannyFile);
});

describe(`who looked at your information on ${testEngine}`, () => {
  it("records an operator opening a nanny's document, and not the nanny opening her own", async () => {
    later(1);
    const own = await get(app(), `/api/nannies/${nanny.id}/files/photo-id`, nanny.cookie);
    expect(own.statusCode).toBe(200);
    expect((await accessLog(nanny.cookie)).json<{ entries: Entry[] }>().entries).toEqual([]);

    later(1);
    const opened = await get(app(), `/api/nannies/${nanny.id}/files/photo-id`, operator.cookie);
    expect(opened.statusCode).toBe(200);
    const { entries } = (await accessLog(nanny.cookie)).json<{ entries: Entry[] }>();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      viewer: { name: 'operator Tester', role: 'operator' },
      item: 'document',
      detail: 'photo-id',
      what: 'Your photo ID',
      at: new Date(nowMs).toISOString(),
    });
  });

  it('records the nanny she asked seeing her special considerations, once within ten minutes', async () => {
    later(1);
    expect((await get(app(), '/api/nanny/bookings', nanny.cookie)).statusCode).toBe(200);
    later(2);
    expect((await get(app(), '/api/nanny/bookings', nanny.cookie)).statusCode).toBe(200);
    const { entries } = (await accessLog(parent.cookie)).json<{ entries: Entry[] }>();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      viewer: { name: 'Nora Nanny', role: 'nanny' },
      item: 'special-considerations',
      what: 'Your special considerations',
    });
  });

  it('records an operator opening her booking, newest first; her own looks are not recorded', async () => {
    later(1);
    expect((await get(app(), '/api/parent/profile', parent.cookie)).statusCode).toBe(200);
    expect((await get(app(), '/api/bookings', parent.cookie)).statusCode).toBe(200);
    later(1);
    const opened = await get(app(), `/api/operator/bookings/${bookingId}`, operator.cookie);
    expect(opened.statusCode).toBe(200);
    const { entries } = (await accessLog(parent.cookie)).json<{ entries: Entry[] }>();
    expect(entries.map((e) => `${e.viewer.role}:${e.item}`)).toEqual([
      'operator:special-considerations',
      'nanny:special-considerations',
    ]);
    expect(JSON.stringify(entries)).not.toContain(MINE.considerations);
  });

  it('shows each person only her own list; anonymous gets 401', async () => {
    const theirs = (await accessLog(otherParent.cookie)).json<{ entries: Entry[] }>().entries;
    // The nanny saw the other family's considerations too (her request is pending as well).
    expect(theirs.map((e) => e.viewer.role)).toEqual(['nanny']);
    expect((await accessLog(otherNanny.cookie)).json<{ entries: Entry[] }>().entries).toEqual([]);
    expect((await accessLog(operator.cookie)).json<{ entries: Entry[] }>().entries).toEqual([]);
    expect((await accessLog(undefined)).statusCode).toBe(401);
    expect((await get(app(), '/api/account/export', undefined)).statusCode).toBe(401);
  });

  it('pages newest first by keyset, and refuses a malformed cursor', async () => {
    const owner = (await signedInAccount(server.runtime, 'nanny')).accountId;
    const viewer = await signedInAccount(server.runtime, 'operator');
    await server.runtime.db
      .insertInto('access_log')
      .values(
        Array.from({ length: 25 }, (_, i) => ({
          owner_id: owner,
          viewer_id: viewer.accountId,
          viewer_role: 'operator' as const,
          item: 'document' as const,
          detail: 'photo-id',
          // Pairs share a time: the id breaks the tie.
          accessed_at: new Date(nowMs - Math.floor(i / 2) * MINUTE),
        })),
      )
      .execute();
    const { createSession } = await import('../../infra/auth/session-store.js');
    const { token } = await createSession(server.runtime.db, owner, new Date());
    const cookie = `rbt_session=${token}`;
    const first = (await accessLog(cookie)).json<{
      entries: (Entry & { id: number })[];
      next: string;
    }>();
    expect(first.entries).toHaveLength(20);
    expect(first.next).not.toBeNull();
    const second = (await accessLog(cookie, first.next)).json<{
      entries: (Entry & { id: number })[];
      next: string | null;
    }>();
    expect(second.entries).toHaveLength(5);
    expect(second.next).toBeNull();
    const all = [...first.entries, ...second.entries];
    expect(new Set(all.map((e) => e.id)).size).toBe(25);
    const keys = all.map((e) => [Date.parse(e.at), e.id] as const);
    const sorted = [...keys].sort((a, b) => b[0] - a[0] || b[1] - a[1]);
    expect(keys).toEqual(sorted);
    for (const bad of ['nonsense', '2026-01-01T00:00:00Z~x', '~1', 'a~1~2']) {
      const response = await accessLog(cookie, bad);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: 'Invalid page cursor.' });
    }
  });
});

describe(`who looked: the operators' event log on ${testEngine}`, () => {
  it("records an operator reading a parent's profile events, not one reading a nanny's stream", async () => {
    const before = (await accessLog(otherParent.cookie)).json<{ entries: Entry[] }>().entries;
    later(1);
    const stream = await get(
      app(),
      `/api/operator/streams/parent-${otherParent.id}`,
      operator.cookie,
    );
    expect(stream.statusCode).toBe(200);
    const after = (await accessLog(otherParent.cookie)).json<{ entries: Entry[] }>().entries;
    expect(after).toHaveLength(before.length + 1);
    expect(after[0]).toMatchObject({
      viewer: { role: 'operator' },
      item: 'special-considerations',
    });
    const nannyBefore = (await accessLog(otherNanny.cookie)).json<{ entries: Entry[] }>().entries;
    expect(
      (await get(app(), `/api/operator/streams/nanny-${otherNanny.id}`, operator.cookie))
        .statusCode,
    ).toBe(200);
    expect((await accessLog(otherNanny.cookie)).json<{ entries: Entry[] }>().entries).toEqual(
      nannyBefore,
    );
  });
});

describe(`who looked: the operators' NDJSON export on ${testEngine}`, () => {
  it('records an operator exporting the log with her considerations in it, before it is sent', async () => {
    later(11);
    const before = (await accessLog(otherParent.cookie)).json<{ entries: Entry[] }>().entries;
    const exported = await get(
      app(),
      `/api/operator/events/export?streamId=parent-${otherParent.id}`,
      operator.cookie,
    );
    expect(exported.statusCode).toBe(200);
    expect(exported.body).toContain(OTHER.considerations);
    const after = (await accessLog(otherParent.cookie)).json<{ entries: Entry[] }>().entries;
    expect(after).toHaveLength(before.length + 1);
    expect(after[0]).toMatchObject({
      viewer: { role: 'operator' },
      item: 'special-considerations',
    });
    expect(JSON.stringify(after)).not.toContain(OTHER.considerations);
  });
});

describe(`who looked: stored document versions on ${testEngine}`, () => {
  it('records an operator opening a stored version of her document', async () => {
    later(11);
    const history = await get(
      app(),
      `/api/operator/nannies/${nanny.id}/documents`,
      operator.cookie,
    );
    expect(history.statusCode).toBe(200);
    const [version] = history.json<{ versions: { versionId: string }[] }>().versions;
    const opened = await get(
      app(),
      `/api/nannies/${nanny.id}/document-versions/${version!.versionId}`,
      operator.cookie,
    );
    expect(opened.statusCode).toBe(200);
    const { entries } = (await accessLog(nanny.cookie)).json<{ entries: Entry[] }>();
    expect(entries.map((e) => `${e.viewer.role}:${e.detail}`)).toEqual([
      'operator:photo-id',
      'operator:photo-id',
    ]);
  });
});

describe(`a copy of your data on ${testEngine}`, () => {
  it('answers one JSON attachment that is never cached', async () => {
    const { response } = await exportOf(parent.cookie);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="rbt-nanny-connect-data-${new Date(nowMs).toISOString().slice(0, 10)}.json"`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it("holds the parent's profile, booking, messages, access records and events", async () => {
    const { text, json } = await exportOf(parent.cookie);
    for (const value of [
      MINE.parentName,
      MINE.considerations,
      MINE.note,
      parent.id,
      'Nora Nanny',
    ]) {
      expect(text).toContain(value);
    }
    expect(json.account).toMatchObject({ id: parent.id, role: 'parent', email: parent.email });
    expect(json.profile).toMatchObject({
      parent: { fullName: MINE.parentName, specialConsiderations: MINE.considerations },
    });
    expect(json.bookings).toEqual([
      expect.objectContaining({ id: bookingId, note: MINE.note, status: 'pending' }),
    ]);
    const conversations = json.conversations as { messages: { text: string; fromMe: boolean }[] }[];
    expect(conversations).toHaveLength(1);
    const texts = conversations[0]!.messages.map((m) => m.text);
    expect(texts).toContain(MINE.note);
    expect(texts.some((t) => t.startsWith('Call me on'))).toBe(true);
    expect(json.whoLooked).toHaveLength(2);
    const types = (json.events as { type: string }[]).map((e) => e.type);
    expect(types).toEqual(
      expect.arrayContaining(['ParentRegistered', 'ParentProfileUpdated', 'BookingRequested']),
    );
  });

  it('holds nothing of anyone else beyond what the app shows her', async () => {
    const { text } = await exportOf(parent.cookie);
    const sessionIds = await server.runtime.db.selectFrom('sessions').select('id').execute();
    const forbidden = [
      ...Object.values(OTHER),
      otherParent.id,
      otherParent.email,
      otherNanny.id,
      operator.accountId,
      nanny.email,
      MINE.nannyFile,
      MINE.nannyBio,
      '555-867-5309',
      ...sessionIds.map((s) => s.id),
    ];
    for (const value of forbidden) expect(text, value).not.toContain(value);
  });

  it("holds the nanny's files listed (not their bytes) and her requests, nothing of other nannies", async () => {
    const { text, json } = await exportOf(nanny.cookie);
    expect(text).toContain(MINE.nannyFile);
    expect(text).toContain(MINE.nannyBio);
    expect(text).toContain(OTHER.note); // a request she received: she reads it in the app
    const profile = (json.profile as { nanny: { documents: { kind: string }[] } }).nanny;
    expect(profile.documents).toEqual([
      expect.objectContaining({ kind: 'photo-id', fileName: MINE.nannyFile }),
    ]);
    expect(text).not.toContain('%PDF');
    const looked = json.whoLooked as { detail: string }[];
    expect(looked.length).toBeGreaterThan(0);
    expect(looked.every((entry) => entry.detail === 'photo-id')).toBe(true);
    const forbidden = [
      OTHER.nannyName,
      OTHER.nannyBio,
      OTHER.nannyFile,
      OTHER.noteToOtherNanny,
      OTHER.considerations,
      MINE.considerations,
      otherNanny.id,
      otherParent.email,
      parent.email,
      operator.accountId,
    ];
    for (const value of forbidden) expect(text, value).not.toContain(value);
  });

  it("gives an operator her own account and writes nothing to anyone's log", async () => {
    const before = await server.runtime.db
      .selectFrom('access_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const { json } = await exportOf(operator.cookie);
    expect(json.account).toMatchObject({ id: operator.accountId, role: 'operator' });
    expect(json.profile).toEqual({});
    const after = await server.runtime.db
      .selectFrom('access_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});
