import {
  DOCUMENT_KIND_BY_UPLOAD,
  documentKey,
  legacyDocumentKey,
  type LegacyDocumentKind,
  type FileFactsData,
  type NannyEvent,
  type PhotoFileData,
  LEGACY_PHOTO_PREFIX,
} from '../nannies/index.js';
import { legacyParentPhotoKey, type ParentEvent } from '../parents/index.js';

// What the log says is (or was) in file storage (docs/document-storage.md). A pure fold, no I/O:
// the orphan sweeper, retention, erasure, the one-off move and `replay --verify --files` all read
// the same answer. This folder reads the nanny and parent facts about stored bytes; it owns none of
// them.

/** One upload of a nanny's document, and what became of its bytes. */
export interface DocumentVersion {
  nannyId: string;
  kind: LegacyDocumentKind;
  /** null for an upload recorded before versions were kept that was never moved. */
  uploadId: string | null;
  storageKey: string;
  sha256: string;
  size: number;
  uploadedAt: string;
  /** When a newer upload of the same kind replaced it; null while it is the current one. */
  replacedAt: string | null;
  /** When its bytes were recorded deleted (retention or erasure). */
  deletedAt: string | null;
  /**
   * A pre-issue-19 upload whose fixed key a later upload of the kind wrote over: its bytes are
   * gone, though nothing recorded a deletion. Only the latest legacy version of a kind can still
   * have bytes.
   */
  overwritten: boolean;
  /** The fixed key a legacy version was moved from (scripts/move-documents.ts), else null. */
  movedFrom: string | null;
}

/** A photo the log still points at: a nanny's listed or waiting photo, a parent's photo. */
export interface ReferencedPhoto {
  owner: 'nanny' | 'parent';
  ownerId: string;
  role: 'listed' | 'pending';
  storageKey: string;
  sha256: string;
  size: number;
}

export interface StoredFiles {
  versions: DocumentVersion[];
  photos: ReferencedPhoto[];
}

/** Every event type the fold reads: load only these. */
export const STORED_FILE_EVENT_TYPES = [
  'RbtCertificationUploaded',
  'PhotoIdUploaded',
  'BackgroundCheckUploaded',
  'CprFirstAidUploaded',
  'ProfilePhotoUploaded',
  'NannyProfileChangeSubmitted',
  'NannyProfileChangeApproved',
  'NannyProfileChangeApplied',
  'NannyProfileChangeRejected',
  'NannyDocumentMoved',
  'NannyDocumentVersionDeleted',
  'ParentPhotoUploaded',
] as const;

type FoldedEvent = NannyEvent | ParentEvent;

interface NannyPhotos {
  listed: ReferencedPhoto | undefined;
  pending: ReferencedPhoto | undefined;
}

/** The fold's working state; versions indexed by nanny and kind, so a long log folds in O(n). */
interface Fold {
  versions: DocumentVersion[];
  byDocument: Map<string, DocumentVersion[]>;
  nannies: Map<string, NannyPhotos>;
  parents: Map<string, ReferencedPhoto>;
}

/** Folds events (in log order) into every document version and every photo still referenced. */
export function foldStoredFiles(events: Iterable<{ type: string; data: unknown }>): StoredFiles {
  const fold: Fold = {
    versions: [],
    byDocument: new Map(),
    nannies: new Map(),
    parents: new Map(),
  };
  for (const raw of events) {
    const event = raw as FoldedEvent;
    switch (event.type) {
      case 'RbtCertificationUploaded':
      case 'PhotoIdUploaded':
      case 'BackgroundCheckUploaded':
      case 'CprFirstAidUploaded':
        applyUpload(fold, DOCUMENT_KIND_BY_UPLOAD[event.type], event.data);
        break;
      case 'NannyDocumentMoved': {
        const d = event.data;
        const legacy = versionsOf(fold, d.nannyId, d.kind).filter(
          (v) => v.uploadId === null && !v.overwritten && v.storageKey === d.fromKey,
        );
        const moved = legacy.at(-1);
        if (moved) {
          Object.assign(moved, {
            uploadId: d.uploadId,
            storageKey: d.storageKey,
            movedFrom: d.fromKey,
          });
        }
        break;
      }
      case 'NannyDocumentVersionDeleted': {
        const d = event.data;
        for (const v of versionsOf(fold, d.nannyId, d.kind)) {
          if (v.uploadId === d.uploadId && v.deletedAt === null) v.deletedAt = d.deletedAt;
        }
        break;
      }
      default:
        applyPhotoEvent(fold, event);
    }
  }
  const photos = [...fold.nannies.values()].flatMap((n) =>
    [n.listed, n.pending].filter((p) => p !== undefined),
  );
  return { versions: fold.versions, photos: [...photos, ...fold.parents.values()] };
}

function versionsOf(fold: Fold, nannyId: string, kind: string): DocumentVersion[] {
  const id = `${nannyId}/${kind}`;
  let found = fold.byDocument.get(id);
  if (!found) fold.byDocument.set(id, (found = []));
  return found;
}

function applyUpload(fold: Fold, kind: LegacyDocumentKind, d: FileFactsData): void {
  const storageKey =
    d.storageKey ??
    (d.uploadId === undefined
      ? legacyDocumentKey(kind, d.nannyId)
      : documentKey(d.nannyId, kind, d.uploadId));
  const earlier = versionsOf(fold, d.nannyId, kind);
  for (const v of earlier) {
    if (v.replacedAt === null) v.replacedAt = d.uploadedAt;
    // The same fixed key again: the earlier bytes were written over.
    if (v.uploadId === null && v.storageKey === storageKey) v.overwritten = true;
  }
  const version: DocumentVersion = {
    nannyId: d.nannyId,
    kind,
    uploadId: d.uploadId ?? null,
    storageKey,
    sha256: d.sha256,
    size: d.size,
    uploadedAt: d.uploadedAt,
    replacedAt: null,
    deletedAt: null,
    overwritten: false,
    movedFrom: null,
  };
  earlier.push(version);
  fold.versions.push(version);
}

function applyPhotoEvent(fold: Fold, event: FoldedEvent): void {
  const nanny = (id: string): NannyPhotos => {
    let found = fold.nannies.get(id);
    if (!found) fold.nannies.set(id, (found = { listed: undefined, pending: undefined }));
    return found;
  };
  switch (event.type) {
    case 'ProfilePhotoUploaded':
      nanny(event.data.nannyId).listed = nannyPhoto(event.data.nannyId, 'listed', event.data);
      return;
    case 'NannyProfileChangeSubmitted': {
      const d = event.data;
      nanny(d.nannyId).pending = d.photo ? nannyPhoto(d.nannyId, 'pending', d.photo) : undefined;
      return;
    }
    case 'NannyProfileChangeApproved':
    case 'NannyProfileChangeApplied': {
      const d = event.data;
      const n = nanny(d.nannyId);
      if (d.photo) n.listed = nannyPhoto(d.nannyId, 'listed', d.photo);
      n.pending = undefined;
      return;
    }
    case 'NannyProfileChangeRejected':
      nanny(event.data.nannyId).pending = undefined;
      return;
    case 'ParentPhotoUploaded': {
      const d = event.data;
      fold.parents.set(d.parentId, {
        owner: 'parent',
        ownerId: d.parentId,
        role: 'listed',
        storageKey: d.storageKey ?? legacyParentPhotoKey(d.parentId),
        sha256: d.sha256,
        size: d.size,
      });
      return;
    }
    default:
      return; // facts about anything but stored bytes
  }
}

/** Before photos had keys of their own, each was written over one key (see nanny-photos.ts). */
const legacyNannyPhotoKey = (nannyId: string) => `${LEGACY_PHOTO_PREFIX}/${nannyId}`;

function nannyPhoto(
  nannyId: string,
  role: ReferencedPhoto['role'],
  d: Omit<FileFactsData, 'nannyId'> | PhotoFileData,
): ReferencedPhoto {
  return {
    owner: 'nanny',
    ownerId: nannyId,
    role,
    storageKey: d.storageKey ?? legacyNannyPhotoKey(nannyId),
    sha256: d.sha256,
    size: d.size,
  };
}

/** A version whose bytes the log says should still be in storage. */
export const expectsBytes = (v: DocumentVersion) => v.deletedAt === null && !v.overwritten;

/**
 * Every key the log still references, with the bytes expected there. A version recorded deleted
 * references nothing, so a delete that failed after its event is finished by the sweeper.
 */
export function referencedFiles(files: StoredFiles): Map<string, { sha256: string; size: number }> {
  const referenced = new Map<string, { sha256: string; size: number }>();
  for (const v of files.versions) {
    if (expectsBytes(v)) referenced.set(v.storageKey, { sha256: v.sha256, size: v.size });
  }
  for (const p of files.photos) referenced.set(p.storageKey, { sha256: p.sha256, size: p.size });
  return referenced;
}
