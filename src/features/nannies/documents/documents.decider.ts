import type { RecordedUpload } from '../../../infra/storage/store-upload.js';
import {
  UPLOAD_EVENT_BY_KIND,
  type DocumentKind,
  type DocumentMovedData,
  type DocumentVersionDeletedData,
  type NannyEvent,
} from '../nannies.events.js';
import type { NannyCommand, NannyState } from '../nannies.decider.js';
import { submitPhoto } from '../review/profile-changes.rules.js';
import { reopenOnReplace } from './document-versions.rules.js';

/** Her uploads, and the app's own facts about stored bytes. */
export type DocumentCommand =
  | {
      type: 'RecordDocumentUpload';
      nannyId: string;
      changeId: string;
      kind: DocumentKind;
      /** uploadId names a document version (docs/document-storage.md); photos have none. */
      file: RecordedUpload & { uploadId?: string };
      at: string;
    }
  | { type: 'RecordDocumentMove'; data: DocumentMovedData; nannyId: string; at: string }
  | {
      type: 'RecordDocumentVersionDeleted';
      data: DocumentVersionDeletedData;
      nannyId: string;
      at: string;
    };

/**
 * The app's own housekeeping (scripts/move-documents.ts, the retention and erasure jobs): facts
 * about stored bytes, recorded whatever the nanny's state; undefined for any other command.
 */
export function decideHousekeeping(command: NannyCommand): NannyEvent[] | undefined {
  if (command.type === 'RecordDocumentMove')
    return [{ type: 'NannyDocumentMoved', data: command.data }];
  if (command.type === 'RecordDocumentVersionDeleted')
    return [{ type: 'NannyDocumentVersionDeleted', data: command.data }];
  return undefined;
}

export function recordUpload(
  command: Extract<DocumentCommand, { type: 'RecordDocumentUpload' }>,
  state: NannyState,
): NannyEvent[] {
  const { nannyId, changeId, kind, file, at } = command;
  // Only the photo is shown to parents; it waits for review beside the listed one.
  if (kind === 'profile-photo' && state.status === 'approved') {
    return submitPhoto(state, { nannyId, changeId, photo: { ...file, uploadedAt: at }, at });
  }
  const uploaded: NannyEvent = {
    type: UPLOAD_EVENT_BY_KIND[kind],
    data: { nannyId, ...file, uploadedAt: at },
  };
  return [uploaded, ...reopenOnReplace(state, { nannyId, kind, uploadId: file.uploadId, at })];
}
