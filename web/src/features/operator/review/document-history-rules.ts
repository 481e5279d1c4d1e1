import type { DocumentVersion } from '@shared/document-history';

// How the operator's document history words each version (docs/product.md, Operator console).

/** Enough of the SHA-256 to tell versions apart at a glance; the full one is on hover and copy. */
export const shortSha = (sha256: string) => sha256.slice(0, 12);

export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

const DECISION_TEXT = { approved: 'Approved', verified: 'Verified', rejected: 'Rejected' } as const;

/** The markers of one version: its decision, whether it is current, whether its bytes are gone. */
export function versionMarkers(version: DocumentVersion): string[] {
  const markers: string[] = [];
  if (version.replacedAt === null) markers.push('Current');
  if (version.decision !== null) markers.push(DECISION_TEXT[version.decision]);
  if (version.deletedAt !== null) markers.push(DELETED_TEXT[version.deletedReason ?? 'retention']);
  return markers;
}

const DELETED_TEXT = {
  retention: 'Deleted (past retention)',
  erasure: 'Deleted (account erased)',
  overwritten: 'Deleted (overwritten before versions were kept)',
} as const;
