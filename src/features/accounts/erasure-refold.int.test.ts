import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  appendProductHistory,
  newHistoryIds,
  type HistoryIds,
} from '../../../test/helpers/product-history.js';
import { testRuntimeForFile } from '../../../test/helpers/test-bed.js';
import { testEngine } from '../../../test/helpers/test-database.js';
import { rebuildProjections } from '../../infra/projections/rebuild.js';
import {
  refoldAfterErasure,
  type ErasureRefoldReport,
} from '../../infra/projections/refold-after-erasure.js';
import type { UnitOfWork } from '../../infra/event-store/event-store-service.js';
import { accountDecider } from './accounts.decider.js';
import { accountStreamId } from './accounts.events.js';

// An erasure folds again only what her events reach (refold-after-erasure.ts). Here that partial
// fold is compared, on the scripted product history (every event type), with what today's
// whole-log fold gives from the same log: every read table, every row, every column.

const runtime = testRuntimeForFile({ work: false });
const histories: HistoryIds[] = [newHistoryIds(), newHistoryIds(), newHistoryIds()];
let logEvents = 0;

beforeAll(async () => {
  for (const ids of histories) logEvents += await appendProductHistory(runtime.eventStore, ids);
});

/**
 * Erasure's steps that touch the log and the tables: AccountErased and its reactions, the key,
 * then the fold again (by default the transaction's own, with its limit).
 */
async function erase(
  accountId: string,
  refold: (tx: UnitOfWork) => Promise<ErasureRefoldReport> = (tx) =>
    tx.refoldAfterErasure(accountId),
): Promise<ErasureRefoldReport> {
  const keyStore = runtime.catalog.personalData!.keyStore;
  return runtime.eventStore.transact(async (tx) => {
    await tx.handle(accountDecider, accountStreamId(accountId), {
      type: 'EraseAccount',
      requestedBy: 'operator',
      otherOperators: 1,
      at: '2026-03-02T10:00:00.000Z',
    });
    await keyStore.destroyKey(tx.db, accountId);
    return refold(tx);
  });
}

/** Every read table's rows, each as JSON, in key order. */
async function readTables(): Promise<Record<string, unknown[]>> {
  const tables: Record<string, unknown[]> = {};
  for (const spec of runtime.projections.specs) {
    const order = sql.join(spec.key.map((column) => sql.id(column)));
    const { rows } = await sql<{ row: unknown }>`
      select to_jsonb(t) as row from ${sql.table(spec.name)} t order by ${order}`.execute(
      runtime.db,
    );
    tables[spec.name] = rows.map((r) => r.row);
  }
  return tables;
}

describe(`an erasure's partial fold against the whole log's, on ${testEngine}`, () => {
  it('a rejected applicant: only what her events reach is folded, equal to a rebuild', async () => {
    const report = await erase(histories[1]!.rejected);
    expect(report.fullRebuild).toBeUndefined();
    expect(report.rows).toBeGreaterThan(0);
    // Her copy of the history and what it names, not the other two copies.
    expect(report.events).toBeGreaterThan(0);
    expect(report.events).toBeLessThan(logEvents / 3);

    const partial = await readTables();
    await rebuildProjections(runtime.db, runtime.catalog, runtime.projections);
    expect(partial).toEqual(await readTables());
  });

  const beyond: [string, (ids: HistoryIds) => string][] = [
    ['a parent with bookings, messages, a care plan and a card', (ids) => ids.parent],
    ['a nanny with documents, bookings, earnings and reviews', (ids) => ids.nanny],
  ];
  for (const [who, idOf] of beyond) {
    it(`${who}: reached rows by derived ids, so the whole log, equal to a rebuild`, async () => {
      const report = await erase(idOf(histories[1]!));
      expect(report.fullRebuild).toMatch(/its data (names|does not name)/);
      const folded = await readTables();
      await rebuildProjections(runtime.db, runtime.catalog, runtime.projections);
      expect(folded).toEqual(await readTables());
    });
  }

  it('falls back to the whole log when the fold would grow past its limit', async () => {
    const accountId = histories[2]!.parent;
    const report = await erase(accountId, (tx) =>
      refoldAfterErasure(tx.db, runtime.catalog, runtime.projections, accountId, 1),
    );
    expect(report.fullRebuild).toBe('more than 1 events to fold');
    expect(report.events).toBeGreaterThan(logEvents);
    const rebuilt = await readTables();
    await rebuildProjections(runtime.db, runtime.catalog, runtime.projections);
    expect(await readTables()).toEqual(rebuilt);
  });
});
