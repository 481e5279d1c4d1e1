import { sql, type Kysely, type KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testEngine } from '../../../test/helpers/test-database.js';
import type { DatabaseHandle } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { writeRows } from './bulk-writer.js';
import { foldDeferringWrites, foldInline, RowCache } from './inline-rows.js';
import { MemoryRows } from './memory-rows.js';
import type { Rows, TableSpec } from './rows.js';

/**
 * The same folds run inline (SQL writes, sent at once or batched) and in memory (written in
 * bulk) must leave the same rows, defaults, jsonb, arrays and timestamps included: that is what
 * makes a replay an audit.
 */
const items: TableSpec = { name: 'fold_items', key: ['id'], json: ['doc'], lookups: ['owner'] };
const specs = new Map([[items.name, items]]);

type Step = (rows: Rows) => void;
const steps: Step[] = [
  (rows) =>
    rows.insert(
      'fold_items',
      {
        id: 'a',
        owner: 'o1',
        doc: [{ n: 1 }],
        tags: ['x', 'y'],
        at: new Date('2026-01-02T03:04:05.678Z'),
      },
      'keep',
    ),
  (rows) => rows.insert('fold_items', { id: 'b', owner: 'o1' }, 'keep'),
  (rows) => rows.insert('fold_items', { id: 'a', owner: 'o9', doc: { n: 2 } }, ['doc']),
  (rows) => {
    // Reads the default the database gave b (status) only through a nullable column: note.
    for (const row of rows.find('fold_items', 'owner', 'o1'))
      if (row.note == null)
        rows.update('fold_items', { id: row.id }, { note: `seen ${String(row.id)}` });
  },
  (rows) => {
    const a = rows.get('fold_items', { id: 'a' });
    rows.update('fold_items', { id: 'a' }, { count: Number(a?.count ?? 0) + 5 });
  },
  (rows) => rows.update('fold_items', { id: 'zzz' }, { note: 'nobody' }),
  (rows) => rows.insert('fold_items', { id: 'c', owner: 'o2', note: 'gone soon' }, 'keep'),
  (rows) => rows.remove('fold_items', { id: 'c' }),
];

let handle: DatabaseHandle;
let db: Kysely<Database>;

beforeAll(async () => {
  handle = await openTestDatabase();
  db = handle.db;
  for (const schema of ['public', 'fold_bulk']) {
    if (schema !== 'public') await sql`create schema ${sql.id(schema)}`.execute(db);
    await sql`create table ${sql.id(schema, 'fold_items')} (
      id text primary key, owner text not null, doc jsonb, tags text[] not null default '{}',
      at timestamptz, status text not null default 'new', note text, count integer not null default 0
    )`.execute(db);
  }
});
afterAll(() => handle.close());

const contents = async (schema: string) => {
  const { rows } = await sql<Record<string, unknown>>`
    select * from ${sql.id(schema, 'fold_items')} order by id`.execute(db);
  return rows;
};

describe(`one fold, inline and in memory, on ${testEngine}`, () => {
  it('leaves the same rows either way', async () => {
    await db.transaction().execute(async (trx) => {
      const cache = new RowCache(specs);
      for (const step of steps) await foldInline(trx, cache, step);
    });
    const memory = new MemoryRows([items]);
    for (const step of steps) step(memory);
    await writeRows(db, 'fold_bulk', items, memory.rowsOf('fold_items'), 1);

    const inline = await contents('public');
    expect(inline).toEqual(await contents('fold_bulk'));
    expect(inline).toEqual([
      {
        id: 'a',
        owner: 'o1',
        doc: { n: 2 },
        tags: ['x', 'y'],
        at: new Date('2026-01-02T03:04:05.678Z'),
        status: 'new',
        note: 'seen a',
        count: 5,
      },
      {
        id: 'b',
        owner: 'o1',
        doc: null,
        tags: [],
        at: null,
        status: 'new',
        note: 'seen b',
        count: 0,
      },
    ]);
  });

  it('refuses a fold that reads a row it upserted in the same event', async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        await foldInline(trx, new RowCache(specs), (rows) => {
          rows.insert('fold_items', { id: 'd', owner: 'o3' }, 'keep');
          rows.get('fold_items', { id: 'd' });
        });
      }),
    ).rejects.toThrow(/just upserted/);
  });

  it('reads back a row upserted by an earlier event of the batch, defaults included', async () => {
    const seen: unknown[] = [];
    await db.transaction().execute(async (trx) => {
      const cache = new RowCache(specs);
      await foldInline(trx, cache, (rows) =>
        rows.insert('fold_items', { id: 'e', owner: 'o4' }, 'keep'),
      );
      await foldInline(trx, cache, (rows) =>
        seen.push(rows.get('fold_items', { id: 'e' })?.status),
      );
    });
    expect(seen).toEqual(['new']);
  });

  it('deferred to the end of the batch (as a command applies them), leaves the same rows', async () => {
    for (const schema of ['public', 'fold_bulk'])
      await sql`truncate ${sql.id(schema, 'fold_items')}`.execute(db);
    // Each step's reads (find after an upsert, get after one) must see the writes before them.
    await db.transaction().execute(async (trx) => {
      const cache = new RowCache(specs);
      for (const step of steps) await foldDeferringWrites(trx, cache, step);
      await cache.writeAll(trx);
    });
    const memory = new MemoryRows([items]);
    for (const step of steps) step(memory);
    await writeRows(db, 'fold_bulk', items, memory.rowsOf('fold_items'), 1);
    const deferred = await contents('public');
    expect(deferred).toEqual(await contents('fold_bulk'));
    expect(deferred.map((row) => [row.id, row.note, row.count])).toEqual([
      ['a', 'seen a', 5],
      ['b', 'seen b', 0],
    ]);
  });

  it('sends writes to different tables in one statement, and a second write to a table in the next', async () => {
    const tables = ['fold_x', 'fold_y', 'fold_z'];
    for (const name of tables)
      await sql`create table ${sql.id(name)} (id text primary key, note text)`.execute(db);
    const tableSpecs = new Map(tables.map((name) => [name, { name, key: ['id'] }]));
    let statements = 0;
    const counting: KyselyPlugin = {
      transformQuery: ({ node }) => node,
      transformResult: ({ result }) => {
        statements++;
        return Promise.resolve(result);
      },
    };
    const applyBatch = (folds: Step[]) =>
      db.transaction().execute(async (trx) => {
        const counted = trx.withPlugin(counting);
        const cache = new RowCache(tableSpecs);
        for (const fold of folds) await foldDeferringWrites(counted, cache, fold);
        statements = 0;
        await cache.writeAll(counted);
        return statements;
      });

    const oneEach = await applyBatch([
      (rows) => rows.insert('fold_x', { id: '1', note: 'x' }, 'keep'),
      (rows) => {
        rows.insert('fold_y', { id: '1', note: 'y' }, 'keep');
        rows.insert('fold_z', { id: '1', note: 'z' }, 'keep');
      },
    ]);
    expect(oneEach).toBe(1);
    // The same row written twice: the second write must come after the first, so it waits.
    const twice = await applyBatch([
      (rows) => rows.insert('fold_x', { id: '2', note: 'first' }, 'keep'),
      (rows) => rows.insert('fold_y', { id: '2', note: 'y' }, 'keep'),
      (rows) => rows.insert('fold_x', { id: '2', note: 'second' }, ['note']),
      (rows) => rows.remove('fold_z', { id: '1' }),
    ]);
    expect(twice).toBe(2);
    const { rows } = await sql<{ t: string; id: string; note: string }>`
      select 'x' as t, id, note from fold_x union all select 'y', id, note from fold_y
      union all select 'z', id, note from fold_z order by 1, 2`.execute(db);
    expect(rows.map((row) => `${row.t}${row.id}:${row.note}`)).toEqual([
      'x1:x',
      'x2:second',
      'y1:y',
      'y2:y',
    ]);
  });

  it('sends the writes kept before a read only when the read is of a table they wrote', async () => {
    const tables = ['fold_p', 'fold_q'];
    for (const name of tables)
      await sql`create table ${sql.id(name)} (id text primary key, note text)`.execute(db);
    await sql`insert into fold_q values ('1', 'was there')`.execute(db);
    const tableSpecs = new Map(tables.map((name) => [name, { name, key: ['id'] }]));
    // What each statement sent was: kinds are noted as queries are built (a CTE's parts too)
    // and kept as their results come back (statements only).
    const kinds = new Map<unknown, string>();
    const sent: string[] = [];
    const recording: KyselyPlugin = {
      transformQuery: ({ node, queryId }) => {
        kinds.set(queryId, node.kind);
        return node;
      },
      transformResult: ({ result, queryId }) => {
        sent.push(kinds.get(queryId)!);
        return Promise.resolve(result);
      },
    };
    const seen: unknown[] = [];
    await db.transaction().execute(async (trx) => {
      const recorded = trx.withPlugin(recording);
      const cache = new RowCache(tableSpecs);
      await foldDeferringWrites(recorded, cache, (rows) =>
        rows.update('fold_p', { id: '1' }, { note: 'p' }),
      );
      // Another table: the write to fold_p waits.
      await foldDeferringWrites(recorded, cache, (rows) => {
        seen.push(rows.get('fold_q', { id: '1' })?.note);
        rows.update('fold_q', { id: '1' }, { note: 'changed' });
      });
      expect(sent).toEqual(['SelectQueryNode']);
      // The same table: what was written to it goes first, and the read sees it.
      await foldDeferringWrites(recorded, cache, (rows) =>
        rows.insert('fold_p', { id: '2', note: 'new' }, 'keep'),
      );
      await foldDeferringWrites(recorded, cache, (rows) => {
        seen.push(rows.get('fold_p', { id: '2' })?.note);
      });
      // Both kept updates in one statement, the insert after them (fold_p again), then the read.
      expect(sent.slice(1)).toEqual(['RawNode', 'InsertQueryNode', 'SelectQueryNode']);
      await cache.writeAll(recorded);
    });
    expect(seen).toEqual(['was there', 'new']);
    const { rows } = await sql<{ t: string; id: string; note: string }>`
      select 'p' as t, id, note from fold_p union all select 'q', id, note from fold_q
      order by 1, 2`.execute(db);
    expect(rows.map((row) => `${row.t}${row.id}:${row.note}`)).toEqual(['p2:new', 'q1:changed']);
  });
});
