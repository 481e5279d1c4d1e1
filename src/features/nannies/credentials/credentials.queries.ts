import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../../../infra/db/schema.js';
import { NOT_LISTED_MESSAGES } from '../../../shared/credentials.js';

/** How many rows the queue shows: the soonest due first; the rest follow as these are checked. */
const QUEUE_LIMIT = 100;

/** Her RBT certification as the registry was last read for her (nanny_credentials). */
export const registryReading = (
  row: Pick<
    Selectable<Database['nanny_credentials']>,
    'standing' | 'certification_number' | 'inactive_reason' | 'expires_on' | 'checked_on'
  >,
) => ({
  standing: row.standing,
  certificationNumber: row.certification_number,
  inactiveReason: row.inactive_reason,
  expiresOn: row.expires_on,
  checkedOn: row.checked_on,
});

/** The operators' "Credential checks" queue, soonest due first. */
export async function credentialQueue(db: Kysely<Database>, today: string, nannyId?: string) {
  let query = db
    .selectFrom('nanny_credentials as c')
    .innerJoin('nanny_profiles as p', 'p.nanny_id', 'c.nanny_id')
    .select([
      'c.nanny_id',
      'p.full_name',
      'c.standing',
      'c.certification_number',
      'c.inactive_reason',
      'c.expires_on',
      'c.checked_on',
      'c.next_check_on',
    ])
    .where('c.in_queue', '=', true)
    .orderBy('c.next_check_on')
    .orderBy('c.nanny_id')
    .limit(QUEUE_LIMIT);
  if (nannyId !== undefined) query = query.where('c.nanny_id', '=', nannyId);
  const rows = await query.execute();
  return {
    today,
    checks: rows.map((r) => ({
      nannyId: r.nanny_id,
      fullName: r.full_name,
      ...registryReading(r),
      nextCheckOn: r.next_check_on,
      due: r.next_check_on <= today,
    })),
  };
}

/** Her own certification: the last check's dates, and why she is out of the directory if so. */
export async function ownCredential(db: Kysely<Database>, nannyId: string) {
  const row = await db
    .selectFrom('nanny_credentials')
    .select(['standing', 'expires_on', 'checked_on', 'in_queue'])
    .where('nanny_id', '=', nannyId)
    .executeTakeFirst();
  if (!row)
    return { standing: 'unrecorded' as const, expiresOn: null, checkedOn: null, notice: null };
  const { standing } = row;
  const notice =
    standing === 'inactive' || standing === 'not-found' || standing === 'lapsed'
      ? NOT_LISTED_MESSAGES[standing]
      : null;
  return { standing, expiresOn: row.expires_on, checkedOn: row.checked_on, notice };
}

/** Whether her certification keeps her from accepting bookings (a check not active, or lapsed). */
export async function credentialHeld(db: Kysely<Database>, nannyId: string): Promise<boolean> {
  const { rows } = await sql<{
    held: boolean;
  }>`select ${credentialHeldSql(nannyId)} as held`.execute(db);
  return rows[0]!.held;
}

/**
 * credentialHeld as an SQL expression, for a statement that reads it with other facts (an
 * acceptance's, read with the booking's stream): the same rule, no round trip of its own.
 */
export const credentialHeldSql = (nannyId: string) => sql<boolean>`exists(
  select 1 from nanny_credentials
  where nanny_id = ${nannyId} and standing not in ('active', 'unrecorded'))`;

/** Since when her certification has not been active (her accepted bookings wait); null: it is. */
export async function credentialHoldOf(
  db: Kysely<Database>,
  nannyId: string,
): Promise<Date | null> {
  const row = await db
    .selectFrom('nanny_credentials')
    .select('held_since')
    .where('nanny_id', '=', nannyId)
    .executeTakeFirst();
  return row?.held_since ?? null;
}
