// The operator's document history of one nanny (docs/product.md, Operator console: Document
// history), as the API sends it and the console reads it. No Node imports: the web app imports this
// file too.

export type DocumentHistoryKind =
  'rbt-certification' | 'photo-id' | 'background-check' | 'cpr-first-aid';

export interface DocumentVersion {
  /** Names the version in its file's URL; an upload id, or `legacy-<n>` for older uploads. */
  versionId: string;
  kind: DocumentHistoryKind;
  contentType: string;
  size: number;
  sha256: string;
  fileName: string | null;
  uploadedAt: string;
  /** Null while it is her current version of that kind. */
  replacedAt: string | null;
  decision: 'approved' | 'verified' | 'rejected' | null;
  decidedAt: string | null;
  deletedAt: string | null;
  deletedReason: 'retention' | 'erasure' | 'overwritten' | null;
  /** Where to open the stored bytes; null once they are deleted. */
  url: string | null;
}

export interface DocumentHistory {
  versions: DocumentVersion[];
}

/** The order the console lists the kinds in, with their names. */
export const DOCUMENT_HISTORY_KINDS: readonly { kind: DocumentHistoryKind; label: string }[] = [
  { kind: 'rbt-certification', label: 'RBT certification' },
  { kind: 'photo-id', label: 'Photo ID' },
  { kind: 'background-check', label: 'Background check' },
  { kind: 'cpr-first-aid', label: 'CPR / First Aid card' },
];
