import type { DocumentKind } from '../nannies.events.js';

// Where a nanny's document versions live (docs/document-storage.md): each upload is a new object
// under a key built from the nanny, the kind and a fresh upload id, never from a file name and
// never reused, so nothing an event recorded is ever overwritten.

export const DOCUMENT_PREFIX = 'nannyDocuments';

export const documentKey = (nannyId: string, kind: DocumentKind, uploadId: string) =>
  `${DOCUMENT_PREFIX}/${nannyId}-${kind}-${uploadId}`;

/** Every version of every document of one nanny starts with this (ids have a fixed length). */
export const documentKeyPrefixOf = (nannyId: string) => `${DOCUMENT_PREFIX}/${nannyId}-`;

/** Before versions were kept, each kind was written over one fixed key per nanny. */
export const LEGACY_DOCUMENT_PREFIX = {
  'rbt-certification': 'rbtCertifications',
  'photo-id': 'photoIds',
  'background-check': 'backgroundChecks',
  'cpr-first-aid': 'cprFirstAidCards',
} as const satisfies Partial<Record<DocumentKind, string>>;

export type LegacyDocumentKind = keyof typeof LEGACY_DOCUMENT_PREFIX;

export const legacyDocumentKey = (kind: LegacyDocumentKind, nannyId: string) =>
  `${LEGACY_DOCUMENT_PREFIX[kind]}/${nannyId}`;

/** The document each upload event records (photos have their own flow: nanny-photos.ts). */
export const DOCUMENT_KIND_BY_UPLOAD = {
  RbtCertificationUploaded: 'rbt-certification',
  PhotoIdUploaded: 'photo-id',
  BackgroundCheckUploaded: 'background-check',
  CprFirstAidUploaded: 'cpr-first-aid',
} as const satisfies Record<string, LegacyDocumentKind>;
