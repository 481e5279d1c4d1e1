import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedApprovedNanny } from '../../../test/helpers/directory-seed.js';
import { testEngine } from '../../../test/helpers/test-database.js';
import { ProjectionRegistry } from './projection-registry.js';
import { rebuildProjections } from './rebuild.js';
import { replayAndVerify } from './replay-verify.js';
import { productHistoryForFile } from '../../../test/helpers/test-bed.js';
import { tamperWithNannyBio } from '../../../test/helpers/read-tables.js';

const history = productHistoryForFile();
const { runtime, ids } = history;
let historyEvents: number;
const { nanny, secondDay } = ids;

beforeAll(() => void (historyEvents = history.events));

// As the app runs it: in slices on the embedded engine, in one snapshot on PostgreSQL (compared
// on two connections sharing it).
const verify = (maxDifferences?: number) =>
  replayAndVerify(runtime.db, runtime.catalog, runtime.projections, {
    maxDifferences,
    inSlices: testEngine === 'embedded',
    compareConnections: testEngine === 'postgres' ? 2 : 1,
  });
const restore = () => rebuildProjections(runtime.db, runtime.catalog, runtime.projections);
const scratchSchemas = async () =>
  (
    await sql<{ name: string }>`select nspname as name from pg_namespace
    where nspname like 'replay\\_%'`.execute(runtime.db)
  ).rows;

describe(`replay and verify on ${testEngine}`, () => {
  it('covers every event type of the product and finds the read tables equal', async () => {
    const registered = runtime.features.flatMap((f) => f.events ?? []).map((e) => e.type);
    const logged = await runtime.db.selectFrom('events').select('type').distinct().execute();
    const missing = registered.filter((type) => !logged.some((row) => row.type === type));
    expect(missing, 'event types the scripted history does not cover').toEqual([]);

    const report = await verify();
    expect(report).toMatchObject({ equal: true, differences: [], truncated: false });
    expect(report.events).toBe(historyEvents);
    expect(report.tables).toEqual(expect.arrayContaining(['accounts', 'nanny_profiles']));
    expect(report.seconds).toBeGreaterThan(0);
    expect(await scratchSchemas()).toEqual([]);
  });

  it('reports the exact cell changed behind its back', async () => {
    await tamperWithNannyBio(runtime.db, nanny);
    const report = await verify();
    expect(report.equal).toBe(false);
    expect(report.differences).toEqual([
      { table: 'nanny_profiles', key: nanny, column: 'bio', live: 'tampered', replayed: 'Calm.' },
    ]);
    await restore();
  });

  it('reports a deleted row and an extra row whole, and leaves the live tables as they were', async () => {
    await sql`delete from nanny_single_days where entry_id = ${secondDay}`.execute(runtime.db);
    await sql`insert into bookable_nannies (nanny_id, full_name) values ('ghost', 'Nobody')`.execute(
      runtime.db,
    );
    const before = await runtime.db.selectFrom('bookable_nannies').selectAll().execute();
    const report = await verify();
    // In the registry's table order: nanny_single_days comes before bookable_nannies.
    expect(report.differences).toEqual([
      {
        table: 'nanny_single_days',
        key: secondDay,
        column: '*',
        live: null,
        replayed: expect.objectContaining({ entry_id: secondDay, date: '2026-04-02' }) as unknown,
      },
      {
        table: 'bookable_nannies',
        key: 'ghost',
        column: '*',
        live: { nanny_id: 'ghost', full_name: 'Nobody', bookable: false, suspended_at: null },
        replayed: null,
      },
    ]);
    expect(await runtime.db.selectFrom('bookable_nannies').selectAll().execute()).toEqual(before);
    expect(await scratchSchemas()).toEqual([]);
    await restore();
  });

  it('lists at most maxDifferences and says there were more', async () => {
    await sql`update accounts set first_name = 'X'`.execute(runtime.db);
    const report = await verify(2);
    expect(report).toMatchObject({ equal: false, truncated: true });
    expect(report.differences).toHaveLength(2);
    await restore();
  });

  it('leaves nothing behind when a projection fails midway', async () => {
    const failing = new ProjectionRegistry([
      ...runtime.projections.projections,
      {
        name: 'boom',
        tables: [],
        handles: ['NannyApproved'],
        fold: () => {
          throw new Error('boom');
        },
      },
    ]);
    await expect(replayAndVerify(runtime.db, runtime.catalog, failing)).rejects.toThrow('boom');
    expect(await scratchSchemas()).toEqual([]);
    expect((await verify()).equal).toBe(true);
  });

  it('finds the tables equal while commands keep committing during the replay', async () => {
    // PostgreSQL: one snapshot for the log and the tables. Embedded: the commands run between
    // the replay's slices, and each table is compared once its copy has caught up with them.
    const commands = testEngine === 'postgres' ? 40 : 8;
    let writing = true;
    const writer = (async () => {
      for (let i = 0; i < commands; i++) await seedApprovedNanny(runtime);
      writing = false;
    })();
    const differences: unknown[] = [];
    do differences.push(...(await verify()).differences);
    while (writing);
    await writer;
    expect(differences).toEqual([]);
  });
});
