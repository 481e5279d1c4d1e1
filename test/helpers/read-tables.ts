import { sql, type Kysely } from 'kysely';
import type { Database } from '../../src/infra/db/schema.js';
import { rebuildProjections } from '../../src/infra/projections/rebuild.js';
import type { Runtime } from '../../src/runtime.js';

/**
 * Changes a read table behind its projection's back, as a replay must notice and a rebuild must
 * repair: the nanny's listed bio becomes 'tampered' (the product history's is 'Calm.').
 */
export async function tamperWithNannyBio(db: Kysely<Database>, nannyId: string): Promise<void> {
  await sql`update nanny_profiles set bio = 'tampered' where nanny_id = ${nannyId}`.execute(db);
}

/** Rebuilds every read table of the runtime from its log, in batches of the default size. */
export const rebuildReadTables = (
  runtime: Pick<Runtime, 'db' | 'catalog' | 'projections'>,
  options?: Parameters<typeof rebuildProjections>[4],
) => rebuildProjections(runtime.db, runtime.catalog, runtime.projections, undefined, options);

/** A parent's row of parent_profiles (throws when she has none). */
export const parentProfileRow = (db: Kysely<Database>, parentId: string) =>
  db
    .selectFrom('parent_profiles')
    .selectAll()
    .where('parent_id', '=', parentId)
    .executeTakeFirstOrThrow();

/** A nanny's row of nanny_directory (throws when she has none). */
export const nannyDirectoryRow = (db: Kysely<Database>, nannyId: string) =>
  db
    .selectFrom('nanny_directory')
    .selectAll()
    .where('nanny_id', '=', nannyId)
    .executeTakeFirstOrThrow();

/** A nanny's row of bookable_nannies (throws when she has none). */
export const bookableNannyRow = (db: Kysely<Database>, nannyId: string) =>
  db
    .selectFrom('bookable_nannies')
    .selectAll()
    .where('nanny_id', '=', nannyId)
    .executeTakeFirstOrThrow();

/** Every value of one column of a table, in order: what a clean-up job left, to compare. */
export async function columnOf<T extends keyof Database>(
  db: Kysely<Database>,
  table: T,
  column: keyof Database[T] & string,
): Promise<unknown[]> {
  const { rows } = await sql<{
    value: unknown;
  }>`select ${sql.ref(column)} as value from ${sql.table(table)} order by 1`.execute(db);
  return rows.map((row) => row.value);
}
