import type { RecordedEvent } from '../../infra/event-store/event-types.js';
import {
  columnsOf,
  registeredProfileRow,
  defineProjection,
  readTable,
} from '../../infra/projections/index.js';
import type { ProfileAccountFact, RowOf, TypedRows } from '../../infra/projections/index.js';
import type { ParentEvent } from './parents.events.js';

type AccountFact = ProfileAccountFact<'ParentRegistered'>;

const parentProfiles = readTable('parent_profiles', {
  key: ['parent_id'],
  json: ['profile_photo'],
});

/** parent_profiles: the parent's own record, photo included. */
export const parentsProjection = defineProjection<ParentEvent | AccountFact, 'parent_profiles'>({
  name: 'parents',
  tables: [parentProfiles],
  events: {
    ParentRegistered: true,
    EmailChanged: true,
    ParentProfileUpdated: true,
    ParentPhotoUploaded: true,
    ParentHomeZipSet: true,
    ParentHomeZoneRecorded: true,
  },
  fold: foldEvent,
});

function foldEvent(
  event: RecordedEvent<ParentEvent | AccountFact>,
  rows: TypedRows<'parent_profiles'>,
): void {
  const at = new Date(event.recordedAt);
  const parent = (id: string, patch: Partial<RowOf<'parent_profiles'>>) =>
    rows.update('parent_profiles', { parent_id: id }, { ...patch, updated_at: at });
  switch (event.type) {
    case 'ParentRegistered': {
      const d = event.data;
      const row = registeredProfileRow(d, at);
      rows.insert('parent_profiles', { parent_id: d.accountId, ...row }, columnsOf(row));
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
      // A ZIP set before zones were recorded: the platform's zone (null) until it is caught up.
      parent(parentId, { zip, city, state, latitude, longitude, time_zone: timeZone ?? null });
      return;
    }
    case 'ParentHomeZoneRecorded': {
      // The zone of the ZIP she still has; one she replaced since carries its own zone.
      const { parentId, zip, timeZone } = event.data;
      if (rows.get('parent_profiles', { parent_id: parentId })?.zip !== zip) return;
      parent(parentId, { time_zone: timeZone });
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
