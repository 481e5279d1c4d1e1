import { setTimeout as sleep } from 'node:timers/promises';
import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { get, post } from '../../../test/helpers/accounts-api.js';
import { testEngine } from '../../../test/helpers/test-database.js';
import type { RecordedEvent } from '../../infra/event-store/event-types.js';
import type { Feature } from '../../infra/feature.js';
import { allFeatures } from '../all-features.js';
import type { LogEvent } from './audit.queries.js';
import { appendProductHistory, newHistoryIds } from '../../../test/helpers/product-history.js';
import { signedInAs } from '../../../test/helpers/test-sessions.js';
import { waitFor } from '../../../test/helpers/wait-for.js';
import { testAppForFile } from '../../../test/helpers/test-bed.js';

/** A type whose shape changed: v1 had `name`, v2 has `title`. Old rows must show as v2. */
const renamedThing: Feature = {
  name: 'audit-test-upcasting',
  events: [
    {
      type: 'ThingRenamed',
      schema: Type.Object({ title: Type.String() }),
      schemaVersion: 2,
      upcasters: { 1: (data) => ({ title: (data as { name: string }).name }) },
    },
  ],
};

let operator: string;
const ids = newHistoryIds();
const nannyStream = `nanny-${ids.nanny}`;
let later: RecordedEvent;

const server = testAppForFile({ features: [...allFeatures, renamedThing], work: false });

beforeAll(async () => {
  operator = await signedInAs(server.runtime, 'operator');
  await appendProductHistory(server.runtime.eventStore, ids);
  await sql`insert into events (stream_id, stream_type, version, type, schema_version, data)
    values ('thing-1', 'thing', 1, 'ThingRenamed', 1, '{"name":"Old name"}')`.execute(
    server.runtime.db,
  );
  await sleep(20);
  [later] = (await server.runtime.eventStore.append({ id: 'thing-2', type: 'thing' }, 0, [
    { type: 'ThingRenamed', data: { title: 'New title' } },
  ])) as [RecordedEvent];
});

const app = () => server.app;
const page = async (query: string) => {
  const response = await get(app(), `/api/operator/events?${query}`, operator);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ events: LogEvent[]; nextAfter: number | null }>();
};
/**
 * Every position in the log, once the log view may show them all: pages hold back events behind
 * a transaction of this database still running, so this waits for them (delayed, never lost).
 */
const allPositions = async () => {
  const positions = (
    await server.runtime.db.selectFrom('events').select('position').orderBy('position').execute()
  ).map((row) => Number(row.position));
  const last = positions.at(-1) ?? 0;
  await waitFor(async () => (await page(`after=${last - 1}`)).events.length > 0 || last === 0, {
    timeoutMs: 30_000,
  });
  return positions;
};

describe(`the event log on ${testEngine}`, () => {
  it('is for operators only: 401 signed out, 403 for parents and nannies', async () => {
    const routes = [
      (cookie?: string) => get(app(), '/api/operator/events', cookie),
      (cookie?: string) => get(app(), `/api/operator/streams/${nannyStream}`, cookie),
      (cookie?: string) => get(app(), '/api/operator/events/export', cookie),
      (cookie?: string) => post(app(), '/api/operator/replay-verify', {}, cookie),
    ];
    const parent = await signedInAs(server.runtime, 'parent');
    const nanny = await signedInAs(server.runtime, 'nanny');
    for (const route of routes) {
      expect((await route()).statusCode).toBe(401);
      expect((await route(parent)).statusCode).toBe(403);
      expect((await route(nanny)).statusCode).toBe(403);
      expect((await route(operator)).statusCode).toBe(200);
    }
  });

  it('pages through the whole log in position order, each event exactly once', async () => {
    const positions = await allPositions();
    const seen: number[] = [];
    let after = 0;
    for (let pages = 0; pages < 100; pages++) {
      const { events, nextAfter } = await page(`after=${after}&limit=7`);
      seen.push(...events.map((e) => e.position));
      if (nextAfter === null) break;
      expect(nextAfter).toBe(events[events.length - 1]!.position);
      after = nextAfter;
    }
    expect(seen).toEqual(positions);
    expect((await page('')).events).toHaveLength(Math.min(100, seen.length));
  });

  it('filters by stream, type and time, and shows old events in their current shape', async () => {
    const stream = await page(`streamId=${nannyStream}&limit=500`);
    expect(stream.events.length).toBeGreaterThan(10);
    expect(stream.events.every((e) => e.streamId === nannyStream)).toBe(true);

    const approvals = await page('type=NannyApproved');
    // Approved, withdrawn, approved, and approved again after a new certificate reopened review.
    expect(approvals.events.map((e) => [e.streamId, e.type])).toEqual([
      [nannyStream, 'NannyApproved'],
      [nannyStream, 'NannyApproved'],
      [nannyStream, 'NannyApproved'],
    ]);

    const things = await page('type=ThingRenamed');
    expect(things.events.map((e) => [e.schemaVersion, e.data])).toEqual([
      [2, { title: 'Old name' }],
      [2, { title: 'New title' }],
    ]);
    // Later tests' sign-ins come after thing-2; the history and the old event came before it.
    const from = encodeURIComponent(later.recordedAt.toISOString());
    const positions = await allPositions();
    const after = await page(`from=${from}&limit=500`);
    expect(after.events.map((e) => e.position)).toEqual(
      positions.filter((p) => p >= later.position),
    );
    expect(after.events[0]!.streamId).toBe('thing-2');
    const before = await page(`to=${from}&limit=500`);
    expect(before.events.map((e) => e.position)).toEqual(
      positions.filter((p) => p < later.position),
    );
    expect(new Date(before.events[0]!.recordedAt).toISOString()).toBe(before.events[0]!.recordedAt);
  });

  it.each([
    ['from=yesterday', 'Invalid querystring.from: use an ISO 8601 date'],
    ['from=2026-02-30', 'Invalid querystring.from'],
    ['to=2026-03-01T25:00Z', 'Invalid querystring.to'],
    ['from=2026-03-02&to=2026-03-01', '"from" must not be later than "to"'],
    ['limit=0', 'Invalid querystring.limit'],
    ['limit=501', 'Invalid querystring.limit'],
    ['after=-1', 'Invalid querystring.after'],
    ['after=abc', 'Invalid querystring.after'],
    ['streamId=', 'Invalid querystring.streamId'],
  ])('refuses %s with a 400 that says why', async (query, message) => {
    for (const path of ['/api/operator/events', '/api/operator/events/export']) {
      if (path.endsWith('export') && /limit|after/.test(query)) continue;
      const response = await get(app(), `${path}?${query}`, operator);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toContain(message);
    }
  });

  it("gives one stream's whole history by version, and none for an unknown stream", async () => {
    const response = await get(app(), `/api/operator/streams/${nannyStream}`, operator);
    const { events } = response.json<{ events: LogEvent[] }>();
    expect(events.map((e) => e.version)).toEqual(events.map((_, i) => i + 1));
    expect(events[0]).toMatchObject({ streamType: 'nanny', type: 'PaymentPolicyAgreed' });
    const unknown = await get(app(), '/api/operator/streams/nanny-nobody', operator);
    expect(unknown.json()).toEqual({ events: [] });
  });

  it('exports the filtered log as NDJSON, one event per line, as an attachment', async () => {
    const response = await get(
      app(),
      `/api/operator/events/export?streamId=${nannyStream}`,
      operator,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/x-ndjson/);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="rbt-events-\d{4}-\d{2}-\d{2}\.ndjson"$/,
    );
    expect(response.body.endsWith('\n')).toBe(true);
    const lines = response.body
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as LogEvent);
    expect(lines).toEqual((await page(`streamId=${nannyStream}&limit=500`)).events);
  });
});
