import {
  documentKey,
  LEGACY_DOCUMENT_PREFIX,
  legacyDocumentKey,
  type LegacyDocumentKind,
} from '../nannies/document-keys.js';
import type { FileFactsData, NannyEvent, PhotoFileData } from '../nannies/nannies.events.js';
import { LEGACY_PHOTO_PREFIX } from '../nannies/nanny-photos.js';
import { legacyParentPhotoKey, type ParentEvent } from '../parents/parents.events.js';

// What the log says is (or was) in file storage (issue 19). A pure fold, no I/O: the orphan
// sweeper, retention, erasure, the one-off move and `replay --verify --files` all read the same
// answer. This folder reads the nanny and parent facts about stored bytes; it owns none of them.

/** One upload of a nanny's document, and what became of its bytes. */
export interface DocumentVersion {
  nannyId: string;
  kind: LegacyDocumentKind;
  /** null for an upload recorded before issue 19 that was never moved. */
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

const KIND_BY_UPLOAD = {
  RbtCertificationUploaded: 'rbt-certification',
  PhotoIdUploaded: 'photo-id',
  BackgroundCheckUploaded: 'background-check',
  CprFirstAidUploaded: 'cpr-first-aid',
} as const satisfies Record<string, LegacyDocumentKind>;

type FoldedEvent = NannyEvent | ParentEvent;

interface Nanny {
  listed: ReferencedPhoto | undefined;
  pending: ReferencedPhoto | undefined;
}

/** Folds events (in log order) into every document version and every photo still referenced. */
export function foldStoredFiles(events: Iterable<{ type: string; data: unknown }>): StoredFiles {
  const versions: DocumentVersion[] = [];
  const nannies = new Map<string, Nanny>();
  const parents = new Map<string, ReferencedPhoto>();
  const nanny = (id: string): Nanny => {
    let found = nannies.get(id);
    if (!found) nannies.set(id, (found = { listed: undefined, pending: undefined }));
    return found;
  };
  const versionsOf = (nannyId: string, kind: string) =>
    versions.filter((v) => v.nannyId === nannyId && v.kind === kind);

  for (const raw of events) {
    const event = raw as FoldedEvent;
    switch (event.type) {
      case 'RbtCertificationUploaded':
      case 'PhotoIdUploaded':
      case 'BackgroundCheckUploaded':
      case 'CprFirstAidUploaded': {
        const kind = KIND_BY_UPLOAD[event.type];
        const d = event.data;
        const legacyKey = legacyDocumentKey(kind, d.nannyId);
        const storageKey =
          d.uploadId === undefined
            ? (d.storageKey ?? legacyKey)
            : (d.storageKey ?? documentKey(d.nannyId, kind, d.uploadId));
        for (const earlier of versionsOf(d.nannyId, kind)) {
          if (earlier.replacedAt === null) earlier.replacedAt = d.uploadedAt;
          // The same fixed key again: the earlier bytes were written over.
          if (earlier.uploadId === null && earlier.storageKey === storageKey) {
            earlier.overwritten = true;
          }
        }
        versions.push({
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
        });
        break;
      }
      case 'NannyDocumentMoved': {
        const d = event.data;
        if (!(d.kind in LEGACY_DOCUMENT_PREFIX)) break;
        const legacy = versionsOf(d.nannyId, d.kind).filter(
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
        for (const v of versionsOf(d.nannyId, d.kind)) {
          if (v.uploadId === d.uploadId && v.deletedAt === null) v.deletedAt = d.deletedAt;
        }
        break;
      }
      case 'ProfilePhotoUploaded': {
        const d = event.data;
        nanny(d.nannyId).listed = nannyPhoto(d.nannyId, 'listed', d);
        break;
      }
      case 'NannyProfileChangeSubmitted': {
        const d = event.data;
        nanny(d.nannyId).pending = d.photo ? nannyPhoto(d.nannyId, 'pending', d.photo) : undefined;
        break;
      }
      case 'NannyProfileChangeApproved':
      case 'NannyProfileChangeApplied': {
        const d = event.data;
        const n = nanny(d.nannyId);
        if (d.photo) n.listed = nannyPhoto(d.nannyId, 'listed', d.photo);
        n.pending = undefined;
        break;
      }
      case 'NannyProfileChangeRejected':
        nanny(event.data.nannyId).pending = undefined;
        break;
      case 'ParentPhotoUploaded': {
        const d = event.data;
        parents.set(d.parentId, {
          owner: 'parent',
          ownerId: d.parentId,
          role: 'listed',
          storageKey: d.storageKey ?? legacyParentPhotoKey(d.parentId),
          sha256: d.sha256,
          size: d.size,
        });
        break;
      }
      default:
        break; // facts about anything but stored bytes
    }
  }
  const photos = [...nannies.values()].flatMap((n) =>
    [n.listed, n.pending].filter((p) => p !== undefined),
  );
  return { versions, photos: [...photos, ...parents.values()] };
}

/** Before issue 20 every nanny photo was written over one key (see nanny-photos.ts). */
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
