import { randomUUID } from 'node:crypto';
import type { NewEvent } from '../../src/infra/event-store/event-types.js';
import {
  documentKey,
  legacyDocumentKey,
  type LegacyDocumentKind,
} from '../../src/features/nannies/documents/document-keys.js';

/**
 * The stored bytes of a rejected nanny's documents: two RBT certificates uploaded before
 * versions were kept (the second wrote over the first), two photo IDs under keys of their own, the
 * legacy certificate moved to a key of its own, the replaced photo ID deleted after retention,
 * and a CPR card deleted at erasure. Appended to her nanny stream after her rejection.
 */
export function documentVersionHistory(nannyId: string): NewEvent[] {
  const at = (minute: number) => new Date(Date.UTC(2026, 2, 2, 9, minute)).toISOString();
  const [firstId, secondId, movedId, cprId] = [
    randomUUID(),
    randomUUID(),
    randomUUID(),
    randomUUID(),
  ];
  const upload = (
    type: string,
    minute: number,
    sha: string,
    uploadId?: string,
    kind?: LegacyDocumentKind,
  ) => ({
    type,
    data: {
      nannyId,
      contentType: 'application/pdf',
      size: 4000 + minute,
      sha256: sha.repeat(64),
      fileName: null,
      uploadedAt: at(minute),
      ...(uploadId && kind ? { uploadId, storageKey: documentKey(nannyId, kind, uploadId) } : {}),
    },
  });
  return [
    upload('RbtCertificationUploaded', 1, 'd'),
    upload('RbtCertificationUploaded', 2, 'e'),
    upload('PhotoIdUploaded', 3, 'f', firstId, 'photo-id'),
    upload('PhotoIdUploaded', 4, '0', secondId, 'photo-id'),
    upload('CprFirstAidUploaded', 5, '1', cprId, 'cpr-first-aid'),
    {
      type: 'NannyDocumentMoved',
      data: {
        nannyId,
        kind: 'rbt-certification',
        uploadId: movedId,
        fromKey: legacyDocumentKey('rbt-certification', nannyId),
        storageKey: documentKey(nannyId, 'rbt-certification', movedId),
        movedAt: at(6),
      },
    },
    {
      type: 'NannyDocumentVersionDeleted',
      data: {
        nannyId,
        kind: 'photo-id',
        uploadId: firstId,
        storageKey: documentKey(nannyId, 'photo-id', firstId),
        reason: 'retention',
        deletedAt: at(7),
      },
    },
    {
      type: 'NannyDocumentVersionDeleted',
      data: {
        nannyId,
        kind: 'cpr-first-aid',
        uploadId: cprId,
        storageKey: documentKey(nannyId, 'cpr-first-aid', cprId),
        reason: 'erasure',
        deletedAt: at(8),
      },
    },
  ];
}
