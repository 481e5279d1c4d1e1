import type { Readable } from 'node:stream';
import { sql, type Kysely } from 'kysely';
import type { Database, Role } from '../db/schema.js';

/** Someone other than the owner was shown a nanny's document or a parent's considerations. */
export interface Access {
  ownerId: string;
  viewer: { accountId: string; role: Role };
  item: 'document' | 'special-considerations' | 'care-plan';
  /** A document's kind (photo-id, ...); empty for special considerations. */
  detail?: string;
}

/**
 * The same person opening the same item again within this window is one entry: a dashboard
 * fetches again on every live update, and a list of the same look repeated says nothing more.
 */
const ACCESS_REPEAT_WINDOW_MS = 10 * 60 * 1000;

/**
 * Records accesses in access_log (docs/privacy.md, Who looked at your information), before the
 * information is sent: if the record cannot be written the request fails and nothing is shown. The
 * owner's own looks are not recorded; nor is what was seen (never file bytes, never the
 * considerations' text).
 */
export async function recordAccess(
  db: Kysely<Database>,
  at: Date,
  accesses: readonly Access[],
): Promise<void> {
  const unique = new Map<string, Access>();
  for (const access of accesses) {
    if (access.ownerId === access.viewer.accountId) continue;
    const key = [access.ownerId, access.viewer.accountId, access.item, access.detail ?? ''];
    unique.set(key.join('\u0000'), access);
  }
  if (unique.size === 0) return;
  const since = new Date(at.getTime() - ACCESS_REPEAT_WINDOW_MS);
  const values = sql.join(
    [...unique.values()].map(
      (a) =>
        sql`(${a.ownerId}::text, ${a.viewer.accountId}::text, ${a.viewer.role}::text, ${a.item}::text, ${a.detail ?? ''}::text)`,
    ),
  );
  await sql`
    insert into access_log (owner_id, viewer_id, viewer_role, item, detail, accessed_at)
    select v.owner_id, v.viewer_id, v.viewer_role, v.item, v.detail, ${at}::timestamptz
      from (values ${values}) as v (owner_id, viewer_id, viewer_role, item, detail)
     where not exists (
       select 1 from access_log l
        where l.owner_id = v.owner_id and l.viewer_id = v.viewer_id and l.item = v.item
          and l.detail = v.detail and l.accessed_at > ${since}::timestamptz)`.execute(db);
}

/** recordAccess for a file already opened: the file is closed again if the record fails. */
export async function recordFileAccess(
  db: Kysely<Database>,
  at: Date,
  access: Access,
  file: { stream: Readable },
): Promise<void> {
  try {
    await recordAccess(db, at, [access]);
  } catch (error) {
    file.stream.destroy();
    throw error;
  }
}
