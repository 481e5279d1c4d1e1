import type { Kysely } from 'kysely';
import type { Database } from '../../infra/db/schema.js';
import { isoOrNull as iso } from '../../infra/domain/iso-time.js';
import { fileListing } from '../../infra/storage/file-listing.js';

type Db = Kysely<Database>;

// The parent profile part of her copy of her data (docs/privacy.md, A copy of your data).

export async function parentProfileExportPart(db: Db, parentId: string) {
  const row = await db
    .selectFrom('parent_profiles')
    .selectAll()
    .where('parent_id', '=', parentId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    fullName: row.full_name,
    email: row.email,
    multipleChildren: row.multiple_children,
    specialConsiderations: row.special_considerations,
    profilePhoto: fileListing('profile-photo', row.profile_photo),
    home: row.zip === null ? null : { zip: row.zip, city: row.city, state: row.state },
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}
