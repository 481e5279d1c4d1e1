import { Type, type Static } from '@sinclair/typebox';
import type { EventTypeDefinition } from '../../infra/event-store/event-catalog.js';
import { personal } from '../../infra/event-store/personal-data.js';
import {
  TimeZoneName,
  zipPlaceFields,
  zoneRecordedFields,
} from '../../infra/places/place-events.js';

const own = { owner: 'parentId' };

const ParentProfileUpdated = Type.Object({
  parentId: Type.String(),
  fullName: personal(Type.String(), { ...own, erased: 'Erased user' }),
  multipleChildren: Type.Boolean(),
  specialConsiderations: personal(Type.String(), own),
  updatedAt: Type.String(),
});

/** The photo belongs to the parent's own record (the original app wrote it elsewhere). */
const ParentPhotoUploaded = Type.Object({
  parentId: Type.String(),
  contentType: Type.String(),
  size: Type.Integer({ minimum: 1 }),
  sha256: Type.String({ pattern: '^[0-9a-f]{64}$' }),
  fileName: personal(Type.Union([Type.String(), Type.Null()]), own),
  uploadedAt: Type.String(),
  /** Where the bytes are; older events name none: legacyParentPhotoKey. */
  storageKey: Type.Optional(Type.String({ maxLength: 200 })),
});

/**
 * Her home ZIP, with its centroid, place and time zone resolved when she set it. Events from
 * before zones were recorded have no `timeZone`: ParentHomeZoneRecorded gives it.
 */
const ParentHomeZipSet = Type.Object({
  parentId: Type.String(),
  ...zipPlaceFields,
  timeZone: Type.Optional(TimeZoneName),
  setAt: Type.String(),
});
type HomeZipData = Static<typeof ParentHomeZipSet>;

/**
 * The zone (with the city and centroid it was found from) of a home ZIP set before zones were
 * recorded, looked up once by the system at start-up: the ZIP event stays as it was written, and
 * replay reads the zone from here, never from the lookup.
 */
const ParentHomeZoneRecorded = Type.Object({
  parentId: Type.String(),
  ...zoneRecordedFields,
});
export type HomeZoneData = Static<typeof ParentHomeZoneRecorded>;

export type ParentEvent =
  | { type: 'ParentProfileUpdated'; data: Static<typeof ParentProfileUpdated> }
  | { type: 'ParentPhotoUploaded'; data: Static<typeof ParentPhotoUploaded> }
  | { type: 'ParentHomeZipSet'; data: HomeZipData }
  | { type: 'ParentHomeZoneRecorded'; data: HomeZoneData };

export const parentEventTypes: EventTypeDefinition[] = [
  { type: 'ParentProfileUpdated', schema: ParentProfileUpdated },
  { type: 'ParentPhotoUploaded', schema: ParentPhotoUploaded },
  { type: 'ParentHomeZipSet', schema: ParentHomeZipSet },
  { type: 'ParentHomeZoneRecorded', schema: ParentHomeZoneRecorded },
];

export const parentStreamId = (parentId: string) => `parent-${parentId}`;
/** Parents' photos live apart from nannies' (docs/security.md, item 10). */
export const parentPhotoKey = (parentId: string) => `parentPhotos/${parentId}`;
/** Before photos had keys of their own, parents' and nannies' photos shared this namespace. */
export const legacyParentPhotoKey = (parentId: string) => `profilePics/${parentId}`;
