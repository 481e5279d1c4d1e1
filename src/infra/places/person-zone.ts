import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * The zone a person reads times in (docs/product.md, Time zone): a parent's or a nanny's is the
 * one recorded with her ZIP; anyone else, and anyone with none recorded, is on the platform's
 * (`TIME_ZONE`). Read from the parents' and the directory's read tables, which every feature
 * telling time needs.
 */
export async function zoneOfPerson(
  db: Kysely<Database>,
  person: { accountId: string; role: string },
  platformZone: string,
): Promise<{ zone: string; fromZip: boolean }> {
  const own = await recordedZone(db, person);
  return own === null ? { zone: platformZone, fromZip: false } : { zone: own, fromZip: true };
}

async function recordedZone(
  db: Kysely<Database>,
  person: { accountId: string; role: string },
): Promise<string | null> {
  if (person.role === 'parent') {
    const row = await db
      .selectFrom('parent_profiles')
      .select('time_zone')
      .where('parent_id', '=', person.accountId)
      .executeTakeFirst();
    return row?.time_zone ?? null;
  }
  if (person.role === 'nanny') {
    const row = await db
      .selectFrom('nanny_directory')
      .select('time_zone')
      .where('nanny_id', '=', person.accountId)
      .executeTakeFirst();
    return row?.time_zone ?? null;
  }
  return null;
}
