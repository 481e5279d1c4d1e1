import type { Kysely } from 'kysely';
import type { Database } from '../../src/infra/db/schema.js';
import type { EventCatalog } from '../../src/infra/event-store/event-catalog.js';
import type { ProjectionRegistry } from '../../src/infra/projections/projection-registry.js';
import {
  replayAndVerify,
  type ReplayOptions,
  type ReplayReport,
} from '../../src/infra/projections/replay-verify.js';

/** What a replay reads: a test's runtime carries all three. */
interface ReplaySource {
  db: Kysely<Database>;
  catalog: EventCatalog;
  projections: ProjectionRegistry;
}

/** Replays a runtime's whole log into scratch tables and compares them with its live ones. */
export const replayOf = (
  runtime: ReplaySource,
  options: ReplayOptions = {},
): Promise<ReplayReport> =>
  replayAndVerify(runtime.db, runtime.catalog, runtime.projections, options);
