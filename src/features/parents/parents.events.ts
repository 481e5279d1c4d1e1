import { Type, type Static } from '@sinclair/typebox';
import type { EventTypeDefinition } from '../../infra/event-store/event-catalog.js';

const ParentProfileUpdated = Type.Object({
  parentId: Type.String(),
  fullName: Type.String(),
  multipleChildren: Type.Boolean(),
  specialConsiderations: Type.String(),
  updatedAt: Type.String(),
});

/** The photo belongs to the parent's own record (the original app wrote it elsewhere). */
const ParentPhotoUploaded = Type.Object({
  parentId: Type.String(),
  contentType: Type.String(),
  size: Type.Integer({ minimum: 1 }),
  sha256: Type.String({ pattern: '^[0-9a-f]{64}$' }),
  fileName: Type.Union([Type.String(), Type.Null()]),
  uploadedAt: Type.String(),
});

export type ParentEvent =
  | { type: 'ParentProfileUpdated'; data: Static<typeof ParentProfileUpdated> }
  | { type: 'ParentPhotoUploaded'; data: Static<typeof ParentPhotoUploaded> };

export const parentEventTypes: EventTypeDefinition[] = [
  { type: 'ParentProfileUpdated', schema: ParentProfileUpdated },
  { type: 'ParentPhotoUploaded', schema: ParentPhotoUploaded },
];

export const parentStreamId = (parentId: string) => `parent-${parentId}`;
export const parentPhotoKey = (parentId: string) => `profilePics/${parentId}`;
