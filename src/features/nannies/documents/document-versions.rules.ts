import type { ApprovedDocumentsData, NannyEvent } from '../nannies.events.js';
import { applyOnWithdrawal, type ChangeState } from '../review/profile-changes.rules.js';
import { DOCUMENT_KIND_BY_UPLOAD, type LegacyDocumentKind } from './document-keys.js';

// Document versions (docs/document-storage.md): which version of each document is current, so that
// operators' decisions name the version they were made on, and replacing a verified document sends
// the nanny back to review.

/**
 * The current version of each document: its upload id, or null for a file uploaded before
 * versions were kept that no move has named yet. A kind never uploaded is absent.
 */
export type CurrentUploads = Partial<Record<LegacyDocumentKind, string | null>>;

/** Parents are shown a nanny for these two: a new one is a new thing to verify. */
const REOPENING_KINDS: readonly string[] = ['rbt-certification', 'photo-id'];

export function evolveUploads(current: CurrentUploads, event: NannyEvent): CurrentUploads {
  switch (event.type) {
    case 'RbtCertificationUploaded':
    case 'PhotoIdUploaded':
    case 'BackgroundCheckUploaded':
    case 'CprFirstAidUploaded':
      return { ...current, [DOCUMENT_KIND_BY_UPLOAD[event.type]]: event.data.uploadId ?? null };
    case 'NannyDocumentMoved': {
      // A move names the file at the kind's old fixed key, which holds the latest legacy upload:
      // the current version only if nothing was uploaded since.
      const kind = event.data.kind;
      if (kind === 'profile-photo' || current[kind] !== null) return current;
      return { ...current, [kind]: event.data.uploadId };
    }
    default:
      return current;
  }
}

/** The `uploadId` field of a decision on one document; left out for a legacy version. */
export function decidedOn(
  state: { currentUploads: CurrentUploads },
  kind: LegacyDocumentKind,
): { uploadId?: string } {
  const uploadId = state.currentUploads[kind];
  return typeof uploadId === 'string' ? { uploadId } : {};
}

/**
 * What an approval was decided on: the RBT certificate, photo ID and background check; left
 * out (undefined) when every one is a legacy version.
 */
export function approvedDocuments(current: CurrentUploads): ApprovedDocumentsData | undefined {
  const documents: ApprovedDocumentsData = {};
  for (const kind of ['rbt-certification', 'photo-id', 'background-check'] as const) {
    const uploadId = current[kind];
    if (typeof uploadId === 'string') documents[kind] = uploadId;
  }
  return Object.keys(documents).length > 0 ? documents : undefined;
}

/**
 * An approved nanny who replaces her RBT certificate or photo ID is pending again, as at a
 * withdrawal: her waiting profile change applies (a pending nanny's edits apply at once).
 */
export function reopenOnReplace(
  state: ChangeState & { status: string },
  upload: { nannyId: string; kind: string; uploadId: string | undefined; at: string },
): NannyEvent[] {
  const { nannyId, kind, uploadId, at } = upload;
  if (state.status !== 'approved' || !REOPENING_KINDS.includes(kind)) return [];
  if (uploadId === undefined) throw new Error('A document upload must name its version.');
  return [
    {
      type: 'NannyReviewReopened',
      data: { nannyId, kind: kind as LegacyDocumentKind, uploadId, reopenedAt: at },
    },
    ...applyOnWithdrawal(state, nannyId, at),
  ];
}
