import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { EventCatalog } from '../event-store/event-catalog.js';
import type { ProjectionRegistry } from './projection-registry.js';
import { rebuildInTransaction } from './rebuild.js';

/**
 * A migration that gives read tables columns whose values the log already holds (the
 * directory's search terms, say) leaves the rows it cannot compute in SQL empty, and asks, by a
 * row in read_tables_rebuild_due, for the read tables to be folded again. The app's start does it
 * once: the request is taken in the rebuild's own transaction, so a crash leaves it for the next
 * start, and of two instances starting together the second finds it taken and folds nothing.
 * Returns the migrations that asked (none on every later start: one read).
 */
export async function rebuildIfMigrationsAsk(
  db: Kysely<Database>,
  catalog: EventCatalog,
  registry: ProjectionRegistry,
  say: (line: string) => void,
): Promise<string[]> {
  const asked = await db.selectFrom('read_tables_rebuild_due').select('migration').execute();
  if (asked.length === 0) return [];
  return db.transaction().execute(async (trx) => {
    const taken = await trx.deleteFrom('read_tables_rebuild_due').returning('migration').execute();
    if (taken.length === 0) return [];
    const migrations = taken.map((row) => row.migration).sort();
    say(`Folding the read tables again from the log, once, for ${migrations.join(', ')}...`);
    const started = performance.now();
    const result = await rebuildInTransaction(trx, catalog, registry);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    say(
      `Folded ${result.events} event(s) into ${result.tables.length} read table(s) in ${seconds} s.`,
    );
    return migrations;
  });
}
