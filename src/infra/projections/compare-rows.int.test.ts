import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testEngine } from '../../../test/helpers/test-database.js';
import type { DatabaseHandle } from '../db/database.js';
import { compareWithRows } from './compare-rows.js';
import { inUtc, locate } from './replay-compare.js';

// Replayed timestamps go to the server as milliseconds since the epoch (or as text when a fold
// held one as text); these pin that the instant compared is exactly the one held in memory.

let database: DatabaseHandle;
const spec = { name: 'stamped', key: ['id'] };

beforeAll(async () => {
  database = await openTestDatabase();
  await sql`create table stamped (
    id text primary key, at timestamptz, day date, tags text[], meta jsonb)`.execute(database.db);
  await sql`insert into stamped values
    ('a', '2026-03-01T10:00:00.123Z', '2026-03-01', '{x,y}', '{"n": 1}'),
    ('b', '2026-03-01T10:00:00.000Z', null, null, null),
    ('c', null, null, null, null)`.execute(database.db);
});
afterAll(() => database?.close());

const compare = (replayed: Record<string, unknown>[]) =>
  database.db.transaction().execute(async (trx) => {
    await inUtc(trx);
    return compareWithRows(trx, await locate(trx, 'stamped'), spec, replayed, 100);
  });

/** Row a as replayed, its timestamp at `at`. */
const rowA = (at: string) => ({
  id: 'a',
  at: new Date(at),
  day: '2026-03-01',
  tags: ['x', 'y'],
  meta: { n: 1 },
});

describe(`comparing replayed rows with timestamps on ${testEngine}`, () => {
  it('finds Dates, timestamps held as text and nulls equal to the live rows', async () => {
    const { differences } = await compare([
      rowA('2026-03-01T10:00:00.123Z'),
      { id: 'b', at: '2026-03-01T10:00:00Z' },
      { id: 'c', at: null },
    ]);
    expect(differences).toEqual([]);
  });

  it('reports a timestamp one millisecond off, in UTC, and a row the replay lacks', async () => {
    const { differences } = await compare([
      rowA('2026-03-01T10:00:00.124Z'),
      { id: 'c', at: new Date('1969-12-31T23:59:59.999Z') },
    ]);
    expect(differences).toEqual([
      {
        table: 'stamped',
        key: 'a',
        column: 'at',
        live: '2026-03-01T10:00:00.123+00:00',
        replayed: '2026-03-01T10:00:00.124+00:00',
      },
      {
        table: 'stamped',
        key: 'c',
        column: 'at',
        live: null,
        replayed: '1969-12-31T23:59:59.999+00:00',
      },
      {
        table: 'stamped',
        key: 'b',
        column: '*',
        live: { id: 'b', at: '2026-03-01T10:00:00+00:00', day: null, tags: null, meta: null },
        replayed: null,
      },
    ]);
  });
});
