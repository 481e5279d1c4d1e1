import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { accountDecider } from '../../src/features/accounts/accounts.decider.js';
import { accountStreamId } from '../../src/features/accounts/accounts.events.js';
import type { Runtime } from '../../src/runtime.js';

/**
 * An erasure at the log's size: an applicant the operator rejected, from the middle of the log,
 * erased as the product erases (AccountErased and its reactions, her key destroyed, the read rows
 * her events reach folded again, one transaction), beside the whole log's rebuild measured in the
 * same run (what every erasure cost before, with the log locked all along).
 */
export async function benchErasure(runtime: Runtime, rebuildSeconds: number): Promise<void> {
  const { rows } = await sql<{ id: string }>`
    select data->>'nannyId' as id from events e
     where type = 'NannyRejected'
       and not exists (select 1 from events a
                        where a.stream_id = e.stream_id and a.type = 'NannyApproved')
     order by position
     offset (select count(*) / 2 from events where type = 'NannyRejected') limit 1`.execute(
    runtime.db,
  );
  const accountId = rows[0]?.id;
  if (accountId === undefined) return;
  const keyStore = runtime.catalog.personalData!.keyStore;
  const started = performance.now();
  const report = await runtime.eventStore.transact(async (tx) => {
    await tx.handle(accountDecider, accountStreamId(accountId), {
      type: 'EraseAccount',
      requestedBy: 'operator',
      otherOperators: 1,
      at: new Date().toISOString(),
    });
    await keyStore.destroyKey(tx.db, accountId);
    return tx.refoldAfterErasure(accountId);
  });
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `  baseline: rebuild every read table (what an erasure folded) ${rebuildSeconds.toFixed(1).padStart(8)} s`,
  );
  console.log(
    `  erasure of a rejected applicant, the rows her events reach ${(seconds * 1000).toFixed(0).padStart(8)} ms` +
      `   ratio ${(seconds / rebuildSeconds).toFixed(4)} of the rebuild` +
      `   (${report.events} events folded, ${report.rows} rows written${report.fullRebuild ? `; whole log: ${report.fullRebuild}` : ''})`,
  );
}
