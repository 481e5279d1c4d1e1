import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * The zone a person reads times in (docs/product.md, Time zone): a parent's or a nanny's is the
 * one recorded with her ZIP (or caught up for it since); anyone else, and anyone with none
 * recorded, is on the platform's (`TIME_ZONE`). `hasZip`: she has a ZIP, zone or not (one whose
 * zone is not known still leaves her on the platform's). Read from the parents' and the
 * directory's read tables, which every feature telling time needs.
 */
export async function zoneOfPerson(
  db: Kysely<Database>,
  person: { accountId: string; role: string },
  platformZone: string,
): Promise<{ zone: string; fromZip: boolean; hasZip: boolean }> {
  const own = await recordedPlace(db, person);
  const hasZip = own?.zip != null;
  const zone = own?.time_zone ?? null;
  return zone === null
    ? { zone: platformZone, fromZip: false, hasZip }
    : { zone, fromZip: true, hasZip };
}

async function recordedPlace(
  db: Kysely<Database>,
  person: { accountId: string; role: string },
): Promise<{ zip: string | null; time_zone: string | null } | undefined> {
  if (person.role === 'parent') {
    return db
      .selectFrom('parent_profiles')
      .select(['zip', 'time_zone'])
      .where('parent_id', '=', person.accountId)
      .executeTakeFirst();
  }
  if (person.role === 'nanny') {
    return db
      .selectFrom('nanny_directory')
      .select(['zip', 'time_zone'])
      .where('nanny_id', '=', person.accountId)
      .executeTakeFirst();
  }
  return undefined;
}
