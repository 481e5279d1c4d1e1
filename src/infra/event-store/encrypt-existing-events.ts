import { sql, type Kysely } from 'kysely';
import { stepRecorded } from '../db/migrator.js';
import type { Database } from '../db/schema.js';
import { isEncryptedValue } from '../crypto/field-cipher.js';
import type { EventCatalog } from './event-catalog.js';
import { valueAt, type EventToSeal, type PersonalField } from './personal-data.js';

/** Recorded in schema_migrations once done, beside the SQL files' names. */
export const ENCRYPT_EXISTING_EVENTS_STEP = '0021_data_keys.encrypt-existing-events';
const STEP_LOCK_KEY = 727_274_015;
const BATCH = 1000;

type Db = Kysely<Database>;

/**
 * The one-time migration of docs/privacy.md (Personal data in the log): encrypts the personal
 * fields of events written before they were encrypted on append. It needs code and DATA_KEY_SECRET,
 * not only SQL, so it runs at every start right after the SQL migrations (startRuntime, so `npm run
 * migrate` and every script too), does its work once, and records itself in schema_migrations;
 * later starts cost one lookup. It is idempotent besides: a value already encrypted is left alone.
 *
 * This is the only time the log is rewritten (the project has no production data yet): only
 * `data` changes, and only marked strings in it; positions, versions, transaction ids, times and
 * metadata stay, so followers, replay and every projection see the same events as before. The
 * append-only trigger is switched off for this transaction alone and on again before it commits.
 */
export async function encryptExistingEvents(db: Db, catalog: EventCatalog): Promise<number> {
  const personalData = catalog.personalData;
  if (!personalData) return 0;
  return db.transaction().execute(async (trx) => {
    if (await stepRecorded(trx, STEP_LOCK_KEY, ENCRYPT_EXISTING_EVENTS_STEP)) return 0;
    const types = catalog.typesWithPersonalFields();
    let encrypted = 0;
    if (types.length > 0) {
      await sql`alter table events disable trigger events_no_update_or_delete`.execute(trx);
      for (let after = 0; ;) {
        const rows = await trx
          .selectFrom('events')
          .select(['position', 'stream_id', 'type', 'schema_version', 'data', 'metadata'])
          .where('type', 'in', types)
          .where('position', '>', after)
          .orderBy('position')
          .limit(BATCH)
          .execute();
        const toSeal: (EventToSeal & { position: number })[] = [];
        for (const row of rows) {
          const inClear = catalog
            .personalFields(row.type, row.schema_version)
            .filter((field: PersonalField) => {
              const value = valueAt(row.data, field.path);
              return typeof value === 'string' && !isEncryptedValue(value);
            });
          if (inClear.length === 0) continue;
          toSeal.push({
            position: Number(row.position),
            streamId: row.stream_id,
            type: row.type,
            data: row.data,
            fields: inClear,
            actorId: typeof row.metadata.actorId === 'string' ? row.metadata.actorId : undefined,
          });
        }
        await personalData.seal(trx, toSeal);
        for (const event of toSeal) {
          await trx
            .updateTable('events')
            .set({ data: JSON.stringify(event.data) })
            .where('position', '=', event.position)
            .execute();
        }
        encrypted += toSeal.length;
        if (rows.length < BATCH) break;
        after = Number(rows[rows.length - 1]!.position);
      }
      await sql`alter table events enable trigger events_no_update_or_delete`.execute(trx);
    }
    await trx
      .insertInto('schema_migrations')
      .values({ name: ENCRYPT_EXISTING_EVENTS_STEP })
      .execute();
    return encrypted;
  });
}
