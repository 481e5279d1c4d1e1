import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { counterEvents } from '../../../test/helpers/counter-fixture.js';
import { planNodes } from '../../../test/helpers/query-plan.js';
import { openTestDatabase, testEngine } from '../../../test/helpers/test-database.js';
import { waitFor } from '../../../test/helpers/wait-for.js';
import type { DatabaseHandle } from '../db/database.js';
import { EventCatalog, InvalidEventError } from './event-catalog.js';
import {
  appendToStream,
  heldBackEvents,
  readAll,
  readFollowerPage,
  readStream,
} from './event-store.js';
import { ConcurrencyError, type NewEvent, type RecordedEvent } from './event-types.js';

let database: DatabaseHandle;
const catalog = new EventCatalog([
  ...counterEvents,
  {
    // Version 1 stored { label }; version 2 renamed it to { title }.
    type: 'NoteWritten',
    schemaVersion: 2,
    schema: Type.Object({ title: Type.String() }),
    upcasters: { 1: (data) => ({ title: (data as { label: string }).label }) },
  },
]);
const increment = (commandId: string): NewEvent => ({
  type: 'CounterIncremented',
  data: { commandId, by: 1 },
});
let streamNo = 0;
const newStream = () => ({ id: `counter-${++streamNo}`, type: 'counter' });

beforeAll(async () => {
  database = await openTestDatabase({ poolSize: 25 });
});
afterAll(() => database.close());

const append = (
  stream: { id: string; type: string },
  expected: number,
  events = [increment('x')],
) =>
  database.db
    .transaction()
    .execute((trx) => appendToStream(trx, catalog, stream, expected, events));

describe(`event store on ${testEngine}`, () => {
  it('lets exactly one of 20 concurrent appends at the same expected version win', async () => {
    const stream = newStream();
    await append(stream, 0);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => append(stream, 1, [increment(`racer-${i}`)])),
    );
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r) => r.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(19);
    for (const loss of lost) expect(loss.reason).toBeInstanceOf(ConcurrencyError);
    const versions = (await readStream(database.db, catalog, stream.id)).map((e) => e.version);
    expect(versions).toEqual([1, 2]);
  });

  it('refuses a stale or future expected version without leaving a gap', async () => {
    const stream = newStream();
    await append(stream, 0, [increment('a'), increment('b')]);
    await expect(append(stream, 1)).rejects.toBeInstanceOf(ConcurrencyError);
    await expect(append(stream, 5)).rejects.toBeInstanceOf(ConcurrencyError);
    await append(stream, 2);
    const versions = (await readStream(database.db, catalog, stream.id)).map((e) => e.version);
    expect(versions).toEqual([1, 2, 3]);
  });

  it('refuses an event whose data does not match its schema, writing nothing', async () => {
    const stream = newStream();
    const bad = { type: 'CounterIncremented', data: { commandId: 'c', by: 'one' } };
    await expect(append(stream, 0, [increment('ok'), bad])).rejects.toBeInstanceOf(
      InvalidEventError,
    );
    expect(await readStream(database.db, catalog, stream.id)).toEqual([]);
  });

  it('upcasts old event versions on read and leaves the stored row as it was', async () => {
    await sql`insert into events (stream_id, stream_type, version, type, schema_version, data)
              values ('note-1', 'note', 1, 'NoteWritten', 1, '{"label":"hello"}')`.execute(
      database.db,
    );
    const [event] = await readStream(database.db, catalog, 'note-1');
    expect(event).toMatchObject({
      type: 'NoteWritten',
      schemaVersion: 2,
      data: { title: 'hello' },
    });
    const stored = await sql<{
      data: unknown;
    }>`select data from events where stream_id = 'note-1'`.execute(database.db);
    expect(stored.rows[0]?.data).toEqual({ label: 'hello' });
  });

  it('keeps the log append-only: updates and deletes are refused', async () => {
    const stream = newStream();
    await append(stream, 0);
    await expect(
      sql`update events set type = 'Tampered' where stream_id = ${stream.id}`.execute(database.db),
    ).rejects.toThrow(/append-only/);
    await expect(
      sql`delete from events where stream_id = ${stream.id}`.execute(database.db),
    ).rejects.toThrow(/append-only/);
    await expect(sql`truncate events`.execute(database.db)).rejects.toThrow(/append-only/);
  });

  it('reads the whole log after a position, page by page, each event once', async () => {
    const stream = newStream();
    await append(
      stream,
      0,
      Array.from({ length: 7 }, (_, i) => increment(`page-${i}`)),
    );
    const everything = await sql<{
      position: number;
    }>`select position from events order by position`.execute(database.db);
    const lastPosition = everything.rows.at(-1)!.position;
    // A transaction still running holds back what readAll may hand out (safe, never lost). So
    // an empty page before the end means "not yet", and the reader asks again, as followers do.
    const seen: number[] = [];
    let after = 0;
    const deadline = Date.now() + 30_000;
    while (!seen.includes(lastPosition) && Date.now() < deadline) {
      const page = await readAll(database.db, catalog, { after, limit: 3 });
      if (page.length === 0) await new Promise((resolve) => setTimeout(resolve, 50));
      seen.push(...page.map((e) => e.position));
      after = page.at(-1)?.position ?? after;
    }
    expect(await readAll(database.db, catalog, { after })).toEqual([]);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.sort((a, b) => a - b)).toEqual(everything.rows.map((r) => r.position));
  });
});

/**
 * The whole log, once readAll may hand out its last event (a transaction still running can hold
 * it back for a while).
 */
async function readAllOnceVisible(): Promise<RecordedEvent[]> {
  const { rows } = await sql<{
    last: number | null;
  }>`select max(position) as last from events`.execute(database.db);
  const last = rows[0]?.last ?? null;
  return waitFor(
    async () => {
      const all = await readAll(database.db, catalog, { limit: 100_000 });
      return (last === null || all.some((e) => e.position === last)) && all;
    },
    { timeoutMs: 30_000 },
  );
}

describe(`the live hub's follower page on ${testEngine}`, () => {
  it('resumes after a kept transaction id exactly as after a looked-up one, page by page', async () => {
    const stream = newStream();
    await append(stream, 0, [increment('a'), increment('b'), increment('c')]);
    const all = await readAllOnceVisible();
    const start = all.at(-6) ?? all[0]!;
    let cursor = { after: start.position, afterTransactionId: start.transactionId };
    const paged: RecordedEvent[] = [];
    for (;;) {
      const page = await readFollowerPage(database.db, catalog, { ...cursor, limit: 2 });
      if (page.events.length === 0) break;
      paged.push(...page.events);
      const last = page.events.at(-1)!;
      cursor = { after: last.position, afterTransactionId: last.transactionId };
    }
    const lookedUp = await readAll(database.db, catalog, { after: start.position });
    expect(paged).toEqual(lookedUp);
    expect(paged.map((e) => e.streamId).slice(-3)).toEqual([stream.id, stream.id, stream.id]);
  });
});

describe.runIf(testEngine === 'postgres')('late commits on PostgreSQL', () => {
  it('does not return an event committed after a still-open transaction with a lower position, then returns both once', async () => {
    const before = await readAllOnceVisible();
    const after = before.at(-1)?.position ?? 0;
    const streamA = newStream();
    const streamB = newStream();
    const txA = await database.db.startTransaction().execute();
    let committed = false;
    try {
      const [eventA] = await appendToStream(txA, catalog, streamA, 0, [increment('A')]);
      await append(streamB, 0, [increment('B')]);
      const [eventB] = await readStream(database.db, catalog, streamB.id);
      expect(eventA!.position).toBeLessThan(eventB!.position);

      const whileAOpen = await readAll(database.db, catalog, { after });
      expect(whileAOpen.map((e) => e.streamId)).not.toContain(streamB.id);
      const followerPage = await readFollowerPage(database.db, catalog, { after });
      expect(followerPage.heldBack).toBe(true);
      expect(followerPage.events.map((e) => e.streamId)).not.toContain(streamB.id);

      await txA.commit().execute();
      committed = true;
      const afterCommit = await waitFor(
        async () => {
          const events = await readAll(database.db, catalog, { after });
          return events.some((e) => e.streamId === streamB.id) && events;
        },
        { timeoutMs: 30_000 },
      );
      expect(afterCommit.map((e) => e.streamId)).toEqual([streamA.id, streamB.id]);
      const resumed = await readAll(database.db, catalog, { after: afterCommit.at(-1)!.position });
      expect(resumed).toEqual([]);
      const last = afterCommit.at(-1)!;
      const settled = await waitFor(
        async () => {
          const page = await readFollowerPage(database.db, catalog, {
            after: last.position,
            afterTransactionId: last.transactionId,
          });
          return !page.heldBack && page;
        },
        { timeoutMs: 30_000 },
      );
      expect(settled.events).toEqual([]);
    } finally {
      if (!committed) await txA.rollback().execute();
    }
  });
});

describe.runIf(testEngine === 'postgres')('another database on the same server', () => {
  // PostgreSQL's own xmin is server-wide. The settled rule leaves out transactions of other
  // databases, which cannot write this log, so another app's (or test file's) long transaction
  // no longer holds this log's followers back.
  it('does not hold the log back for a transaction running in another database', async () => {
    const elsewhere = new pg.Client({ connectionString: inject('postgresTemplate').adminUrl });
    await elsewhere.connect();
    try {
      await elsewhere.query('begin');
      await elsewhere.query('select pg_current_xact_id()'); // it now holds the server's xmin
      const stream = newStream();
      await append(stream, 0, [increment('while-elsewhere-open')]);
      const [written] = await readStream(database.db, catalog, stream.id);
      const page = await readFollowerPage(database.db, catalog, {
        after: written!.position - 1,
      });
      expect(page.events.map((e) => e.streamId)).toContain(stream.id);
      const all = await readAll(database.db, catalog, { after: written!.position - 1 });
      expect(all.map((e) => e.streamId)).toContain(stream.id);
      // The server's own horizon is held back all the while: the old rule would have waited.
      const { rows } = await sql<{ held: boolean }>`
        select ${sql.lit(written!.transactionId)}::xid8 >= pg_snapshot_xmin(pg_current_snapshot())
          as held`.execute(database.db);
      expect(rows[0]!.held).toBe(true);
    } finally {
      await elsewhere.query('rollback');
      await elsewhere.end();
    }
  });
});

describe.runIf(testEngine === 'embedded')('late commits on the embedded database', () => {
  // PGlite is one backend: a second transaction cannot even start while one is open, so an
  // event can never commit after a later position. Here we prove that serialisation.
  it('makes a second writer wait until the open transaction commits, so order is preserved', async () => {
    const before = await readAll(database.db, catalog, { limit: 100_000 });
    const after = before.at(-1)?.position ?? 0;
    const streamA = newStream();
    const streamB = newStream();
    const txA = await database.db.startTransaction().execute();
    await appendToStream(txA, catalog, streamA, 0, [increment('A')]);
    let bDone = false;
    const writerB = append(streamB, 0, [increment('B')]).then(() => (bDone = true));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(bDone).toBe(false);
    await txA.commit().execute();
    await writerB;
    const events = await readAll(database.db, catalog, { after });
    expect(events.map((e) => e.streamId)).toEqual([streamA.id, streamB.id]);
  });
});

describe(`the follower's held-back check on ${testEngine}`, () => {
  // It runs at every commit signal and every poll of every instance. Asked as "exists an event
  // not settled", the planner read the whole events table each time (40 to 60 ms at 70,000
  // events); a test cannot time that, but it can read the plan.
  it('reads the follow-order index, never the whole events table', async () => {
    // A log of some size (its plan on a few rows differs), written in one statement straight into
    // the table as the benchmark seeds it, and not analyzed yet: how a restored or freshly
    // loaded log looks until autovacuum gets to it, when the old check read the whole table.
    await sql`insert into events (stream_id, stream_type, version, type, schema_version, data, metadata)
      select 'bulk-' || g, 'counter', 1, 'CounterIncremented', 1,
        jsonb_build_object('commandId', 'bulk', 'by', 1), '{}'::jsonb
      from generate_series(1, 50000) as g`.execute(database.db);
    const { rows } = await sql<{ 'QUERY PLAN': unknown }>`
      explain (format json) select ${heldBackEvents} as held_back`.execute(database.db);
    const nodes = planNodes(rows[0]!['QUERY PLAN']);
    const onEvents = nodes.filter((node) => node['Relation Name'] === 'events');
    expect(onEvents.length).toBeGreaterThan(0);
    expect(onEvents.map((node) => node['Node Type'])).not.toContain('Seq Scan');
    expect(onEvents.map((node) => node['Index Name'])).toContain('events_follow_order');
  });
});
