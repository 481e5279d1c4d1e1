import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { exportEvents } from '../../src/features/privacy/export-events.js';
import type { Runtime } from '../../src/runtime.js';

/**
 * A person's data export at the log's size: the events of hers that it gathers, found through
 * the mentions index, beside the same events found by reading every event's data (how the export
 * found them before the index), in the same run. A parent from the middle of the log.
 */
export async function benchExport(runtime: Runtime): Promise<void> {
  const { rows } = await sql<{ stream_id: string }>`
    select stream_id from events where stream_type = 'parent'
     order by position offset (select count(*) / 2 from events where stream_type = 'parent')
     limit 1`.execute(runtime.db);
  const streamId = rows[0]?.stream_id;
  if (streamId === undefined) return;
  const accountId = streamId.slice('parent-'.length);

  let started = performance.now();
  const { rows: scanned } = await sql<{ position: string }>`
    select position from events
     where jsonb_path_exists(data, '$.** ? (@ == $id)', jsonb_build_object('id', ${accountId}::text))`.execute(
    runtime.db,
  );
  const scanMs = performance.now() - started;

  started = performance.now();
  const events = await exportEvents(runtime, { accountId, role: 'parent' });
  const exportMs = performance.now() - started;
  console.log(
    `  baseline: her events found by reading every event's data   ${scanMs.toFixed(0).padStart(8)} ms` +
      `   (${scanned.length} events)`,
  );
  console.log(
    `  her data export's events, through the mentions index        ${exportMs.toFixed(0).padStart(8)} ms` +
      `   ratio ${(exportMs / scanMs).toFixed(3)} of the baseline   (${events.length} events)`,
  );
}
