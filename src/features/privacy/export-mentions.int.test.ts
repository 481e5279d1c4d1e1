import { sql, type RawBuilder } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedLogInBulk } from '../../../test/helpers/bulk-log.js';
import { planNodes } from '../../../test/helpers/query-plan.js';
import { leaseTestDatabase, testEngine } from '../../../test/helpers/test-database.js';
import type { DatabaseHandle } from '../../infra/db/database.js';
import { namesHer } from './export-events.js';

// A person's data export finds the events that name her id through the event_mentions index
// (migration 0037) instead of reading every event's data. These tests keep it the same set of
// events as the exact test it replaced, and keep the index in the plan.

let database: DatabaseHandle;

beforeAll(async () => {
  database = await leaseTestDatabase();
  // Copies of the scripted history (every event type, new ids each copy): a log of some size.
  await seedLogInBulk(database.db, 3000);
  await sql`analyze events`.execute(database.db);
}, 120_000);
afterAll(() => database.close());

/**
 * The id-shaped strings anywhere in `data`, as migration 0037 first defined event_mentions: the
 * index built then stays valid only while the function agrees with this on every value.
 */
const mentionsAsFirstWritten = (data: RawBuilder<unknown>) => sql<string[]>`(
  select coalesce(array_agg(distinct value #>> '{}'), '{}')
    from jsonb_path_query(${data}, 'strict $.**') as value
   where jsonb_typeof(value) = 'string'
     and (value #>> '{}') ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$')`;

/** The ids of one copy of the history: every UUID named anywhere in the first stream's events. */
async function idsOfOneCopy(): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`
    select distinct id
      from (select data from events where position <= 400) e,
           unnest(${mentionsAsFirstWritten(sql`e.data`)}) as id`.execute(database.db);
  return rows.map((row) => row.id);
}

async function positions(where: ReturnType<typeof namesHer>): Promise<number[]> {
  const { rows } = await sql<{ position: string }>`
    select position from events where ${where} order by position`.execute(database.db);
  return rows.map((row) => Number(row.position));
}

const exactly = (id: string) =>
  sql<boolean>`jsonb_path_exists(data, '$.** ? (@ == $id)', jsonb_build_object('id', ${id}::text))`;

describe(`the events naming a person, on ${testEngine}`, () => {
  it('are the events whose data names her id anywhere, found through the index', async () => {
    const ids = await idsOfOneCopy();
    expect(ids.length).toBeGreaterThan(5);
    for (const id of ids) {
      const found = await positions(namesHer(id));
      expect(found, id).toEqual(await positions(exactly(id)));
      expect(found.length, id).toBeGreaterThan(0);
    }
  });

  it('finds an id of another shape by the exact test', async () => {
    // Not a UUID: the index knows nothing of it, so the exact test reads every event.
    const [id] = await idsOfOneCopy();
    for (const other of ['not-a-uuid', id!.toUpperCase()]) {
      expect(await positions(namesHer(other))).toEqual(await positions(exactly(other)));
    }
  });

  it('indexes, for every event, exactly the id-shaped strings its data holds', async () => {
    const { rows } = await sql<{ events: number; differing: number }>`
      select count(*)::int as events,
        count(*) filter (where event_mentions(data) is distinct from ${mentionsAsFirstWritten(sql`data`)})::int
          as differing
      from events`.execute(database.db);
    expect(rows[0]).toEqual({ events: expect.any(Number) as number, differing: 0 });
    expect(rows[0]!.events).toBeGreaterThan(3000);

    const id = '0b7c0f0e-1c2d-4e5f-8a9b-0c1d2e3f4a5b';
    const other = '0b7c0f0e-1c2d-4e5f-8a9b-0c1d2e3f4a5c';
    const values: [unknown, string[]][] = [
      [{ a: id }, [id]],
      [
        [other, [id, { z: [other, id] }]],
        [id, other],
      ],
      [id, [id]],
      [{ [id]: 1 }, []], // a key is not a value
      [{ a: id.toUpperCase() }, []],
      [{ a: `${id}\n` }, []],
      [{ a: `\n${id}` }, []],
      [{ a: `x\n${id}\ny` }, []],
      [{ a: `${id}x` }, []],
      [{ a: null, b: 5, c: true, d: {}, e: [] }, []],
    ];
    for (const [value, expected] of values) {
      const json = JSON.stringify(value);
      const { rows: found } = await sql<{ now: string[]; first: string[] }>`
        select event_mentions(${json}::jsonb) as now,
          ${mentionsAsFirstWritten(sql`${json}::jsonb`)} as first`.execute(database.db);
      expect(found[0], json).toEqual({ now: expected, first: expected });
    }
  });

  it('reads the mentions index, not every event', async () => {
    const [id] = await idsOfOneCopy();
    const { rows } = await sql<{ 'QUERY PLAN': unknown }>`
      explain (format json) select position from events where ${namesHer(id!)}`.execute(
      database.db,
    );
    const nodes = planNodes(rows[0]!['QUERY PLAN']);
    const indexes = nodes.map((node) => node['Index Name']).filter(Boolean);
    expect(indexes).toContain('events_by_mention');
    expect(nodes.some((node) => node['Node Type'] === 'Seq Scan')).toBe(false);
  });
});
