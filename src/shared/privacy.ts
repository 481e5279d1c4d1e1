/** A copy of your data and who looked at your information (docs/privacy.md), server and web. */

type AccessItem = 'document' | 'special-considerations' | 'care-plan';
type AccessViewerRole = 'operator' | 'nanny' | 'parent';

/** One opening of her information by someone else, as she sees it in Account settings. */
export interface AccessLogEntry {
  id: number;
  viewer: { name: string; role: AccessViewerRole };
  item: AccessItem;
  /** The document's kind (photo-id, ...); empty for special considerations and care plans. */
  detail: string;
  /** "Your photo ID", "Your special considerations". */
  what: string;
  at: string;
}

export interface AccessLogPage {
  entries: AccessLogEntry[];
  /** Pass as `before` for the next (older) page; null on the last. */
  next: string | null;
}

export const ACCESS_LOG_PAGE_SIZE = 20;

const DOCUMENT_NAMES: Record<string, string> = {
  'rbt-certification': 'RBT certification',
  'photo-id': 'photo ID',
  'background-check': 'background check',
  'cpr-first-aid': 'CPR / First Aid card',
};

export function accessWhat(item: AccessItem, detail: string): string {
  if (item === 'special-considerations') return 'Your special considerations';
  if (item === 'care-plan') return "Your children's care plans";
  return `Your ${DOCUMENT_NAMES[detail] ?? 'document'}`;
}

export const ROLE_NAMES: Record<AccessViewerRole, string> = {
  operator: 'Operator',
  nanny: 'Nanny',
  parent: 'Parent',
};

/** The download's name: rbt-nanny-connect-data-2026-11-26.json */
export const exportFileName = (day: string) => `rbt-nanny-connect-data-${day}.json`;
