import type { Kysely } from 'kysely';
import type { DataSubject } from '../../infra/privacy/data-subject.js';
import type { Database } from '../../infra/db/schema.js';
import { isoOrNull as iso } from '../../infra/domain/iso-time.js';

// The saved-searches part of her copy of her data.

export async function savedSearchesExportPart(db: Kysely<Database>, me: DataSubject) {
  const rows = await db
    .selectFrom('saved_searches')
    .selectAll()
    .where('parent_id', '=', me.accountId)
    .orderBy('saved_at')
    .execute();
  return rows.map((s) => ({ label: s.label, search: s.search, savedAt: iso(s.saved_at) }));
}
