import type { Kysely } from 'kysely';
import type { Database } from '../../infra/db/schema.js';
import type { RecordedEvent } from '../../infra/event-store/event-types.js';
import type { Projection } from '../../infra/projections/projection-registry.js';
import type { ParentEvent } from './parents.events.js';

type AccountFact =
  | {
      type: 'ParentRegistered';
      data: { accountId: string; fullName: string; email: string; registeredAt: string };
    }
  | { type: 'EmailChanged'; data: { accountId: string; email: string } };

/** parent_profiles: the parent's own record, photo included. */
export const parentsProjection: Projection = {
  name: 'parents',
  tables: ['parent_profiles'],
  handles: [
    'ParentRegistered',
    'EmailChanged',
    'ParentProfileUpdated',
    'ParentPhotoUploaded',
    'ParentHomeZipSet',
  ],
  apply: (recorded, db) =>
    applyEvent(recorded as unknown as RecordedEvent<ParentEvent | AccountFact>, db),
};

async function applyEvent(
  event: RecordedEvent<ParentEvent | AccountFact>,
  db: Kysely<Database>,
): Promise<void> {
  const at = new Date(event.recordedAt);
  switch (event.type) {
    case 'ParentRegistered': {
      const d = event.data;
      const row = {
        full_name: d.fullName,
        email: d.email,
        created_at: new Date(d.registeredAt),
        updated_at: at,
      };
      await db
        .insertInto('parent_profiles')
        .values({ parent_id: d.accountId, ...row })
        .onConflict((oc) => oc.column('parent_id').doUpdateSet(row))
        .execute();
      return;
    }
    case 'EmailChanged':
      await db
        .updateTable('parent_profiles')
        .set({ email: event.data.email, updated_at: at })
        .where('parent_id', '=', event.data.accountId)
        .execute();
      return;
    case 'ParentProfileUpdated': {
      const d = event.data;
      await db
        .updateTable('parent_profiles')
        .set({
          full_name: d.fullName,
          multiple_children: d.multipleChildren,
          special_considerations: d.specialConsiderations,
          updated_at: at,
        })
        .where('parent_id', '=', d.parentId)
        .execute();
      return;
    }
    case 'ParentHomeZipSet': {
      const { parentId, zip, city, state, latitude, longitude } = event.data;
      await db
        .updateTable('parent_profiles')
        .set({ zip, city, state, latitude, longitude, updated_at: at })
        .where('parent_id', '=', parentId)
        .execute();
      return;
    }
    case 'ParentPhotoUploaded': {
      const { parentId, contentType, size, sha256, fileName, uploadedAt, storageKey } = event.data;
      const photo = { contentType, size, sha256, fileName, uploadedAt };
      await db
        .updateTable('parent_profiles')
        .set({
          profile_photo: JSON.stringify(
            storageKey === undefined ? photo : { ...photo, storageKey },
          ),
          updated_at: at,
        })
        .where('parent_id', '=', parentId)
        .execute();
      return;
    }
  }
}
