import type { Kysely } from 'kysely';
import type { Database } from '../../infra/db/schema.js';

/** A parent's own record, photo included. */
export const findParentProfile = (db: Kysely<Database>, parentId: string) =>
  db.selectFrom('parent_profiles').selectAll().where('parent_id', '=', parentId).executeTakeFirst();
