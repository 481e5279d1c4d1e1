import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { counterDecider, countersTable } from '../../../test/helpers/counter-fixture.js';
import { testEngine } from '../../../test/helpers/test-database.js';
import { startCounterRuntime } from '../../../test/helpers/counter-runtime.js';
import type { Runtime } from '../../runtime.js';
import { rebuildProjections } from './rebuild.js';

let runtime: Runtime;

beforeAll(async () => {
  runtime = await startCounterRuntime();
});
afterAll(() => runtime.close());

const snapshot = () =>
  countersTable(runtime.db).selectFrom('test_counters').selectAll().orderBy('id').execute();

describe(`rebuilding projections on ${testEngine}`, () => {
  it('yields read tables equal to the live ones after a scripted history', async () => {
    for (let i = 0; i < 30; i++) {
      const id = `counter-${i % 7}`;
      const command =
        i % 5 === 0
          ? ({ type: 'Rename', name: `Counter ${i}` } as const)
          : ({ type: 'Increment', commandId: `c${i}`, by: i } as const);
      await runtime.eventStore.handleCommand(counterDecider, id, command);
    }
    const live = await snapshot();
    expect(live).toHaveLength(7);

    const result = await rebuildProjections(runtime.db, runtime.catalog, runtime.projections, 4);
    expect(result.events).toBe(30);
    expect(await snapshot()).toEqual(live);
  });

  it('repairs a read table that was changed behind its back', async () => {
    const before = await snapshot();
    await sql`update test_counters set total = -1`.execute(runtime.db);
    await sql`delete from test_counters where id = 'counter-0'`.execute(runtime.db);
    await rebuildProjections(runtime.db, runtime.catalog, runtime.projections);
    expect(await snapshot()).toEqual(before);
  });
});
