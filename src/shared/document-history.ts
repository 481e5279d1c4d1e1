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

/**
 * One reading of her RBT certification, newest first: an operator's check (the actor named), a
 * lapse on the expiry date, or the due check given an approval from before checks were recorded.
 */
export interface CredentialCheckEntry {
  kind: 'check' | 'lapse' | 'recheck-requested';
  registryStatus: 'active' | 'inactive' | 'not-found' | null;
  expiresOn: string | null;
  checkedOn: string | null;
  occasion: 'approval' | 'recheck' | null;
  /** The operator who recorded the check; null for the system's entries. */
  operatorName: string | null;
  recordedAt: string;
}

export interface DocumentHistory {
  versions: DocumentVersion[];
  checks: CredentialCheckEntry[];
}

const STATUS_NAMES = { active: 'Active', inactive: 'Inactive', 'not-found': 'Not found' } as const;

/** How the console names an entry: "Checked by Olive Ops: Active, expires 2027-06-30 (approval)". */
export function checkEntryText(entry: CredentialCheckEntry, date: (day: string) => string): string {
  if (entry.kind === 'lapse')
    return `Lapsed on ${date(entry.expiresOn!)}: no renewal recorded by the expiry date`;
  if (entry.kind === 'recheck-requested')
    return 'Check requested: approved before checks were recorded';
  const status = STATUS_NAMES[entry.registryStatus!];
  const expiry = entry.expiresOn ? `, expires ${date(entry.expiresOn)}` : '';
  const occasion = entry.occasion === 'approval' ? ' (at approval)' : '';
  return `Registry checked ${date(entry.checkedOn!)} by ${entry.operatorName ?? 'an operator'}: ${status}${expiry}${occasion}`;
}

/** The order the console lists the kinds in, with their names. */
export const DOCUMENT_HISTORY_KINDS: readonly { kind: DocumentHistoryKind; label: string }[] = [
  { kind: 'rbt-certification', label: 'RBT certification' },
  { kind: 'photo-id', label: 'Photo ID' },
  { kind: 'background-check', label: 'Background check' },
  { kind: 'cpr-first-aid', label: 'CPR / First Aid card' },
];
