import type { RecordedEvent } from '../../infra/event-store/event-types.js';
import type { Projection } from '../../infra/projections/projection-registry.js';
import type { Rows, TableSpec } from '../../infra/projections/rows.js';
import type { ParentEvent } from './parents.events.js';

type AccountFact =
  | {
      type: 'ParentRegistered';
      data: { accountId: string; fullName: string; email: string; registeredAt: string };
    }
  | { type: 'EmailChanged'; data: { accountId: string; email: string } };

const parentProfiles: TableSpec = {
  name: 'parent_profiles',
  key: ['parent_id'],
  json: ['profile_photo'],
};

/** parent_profiles: the parent's own record, photo included. */
export const parentsProjection: Projection = {
  name: 'parents',
  tables: [parentProfiles],
  handles: [
    'ParentRegistered',
    'EmailChanged',
    'ParentProfileUpdated',
    'ParentPhotoUploaded',
    'ParentHomeZipSet',
  ],
  fold: (recorded, rows) =>
    foldEvent(recorded as unknown as RecordedEvent<ParentEvent | AccountFact>, rows),
};

function foldEvent(event: RecordedEvent<ParentEvent | AccountFact>, rows: Rows): void {
  const at = new Date(event.recordedAt);
  const parent = (id: string, patch: Record<string, unknown>) =>
    rows.update('parent_profiles', { parent_id: id }, { ...patch, updated_at: at });
  switch (event.type) {
    case 'ParentRegistered': {
      const d = event.data;
      const row = {
        full_name: d.fullName,
        email: d.email,
        created_at: new Date(d.registeredAt),
        updated_at: at,
      };
      rows.insert('parent_profiles', { parent_id: d.accountId, ...row }, Object.keys(row));
      return;
    }
    case 'EmailChanged':
      parent(event.data.accountId, { email: event.data.email });
      return;
    case 'ParentProfileUpdated': {
      const d = event.data;
      parent(d.parentId, {
        full_name: d.fullName,
        multiple_children: d.multipleChildren,
        special_considerations: d.specialConsiderations,
      });
      return;
    }
    case 'ParentHomeZipSet': {
      const { parentId, zip, city, state, latitude, longitude, timeZone } = event.data;
      // A ZIP set before zones were recorded keeps her on the platform's zone (null).
      parent(parentId, { zip, city, state, latitude, longitude, time_zone: timeZone ?? null });
      return;
    }
    case 'ParentPhotoUploaded': {
      const { parentId, contentType, size, sha256, fileName, uploadedAt, storageKey } = event.data;
      const photo = { contentType, size, sha256, fileName, uploadedAt };
      parent(parentId, {
        profile_photo: storageKey === undefined ? photo : { ...photo, storageKey },
      });
      return;
    }
  }
}
