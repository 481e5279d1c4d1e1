import type { OperatorNanny, QueueStatus } from './operator-types';

/** The queue's request path for one status and page (the first page has no cursor). */
/** ['RBT certification', 'photo ID'] -> "Missing: RBT certification, photo ID"; [] -> null. */
export function missingText(missing: readonly string[]): string | null {
  return missing.length === 0 ? null : `Missing: ${missing.join(', ')}`;
}

/**
 * The list after the server answered a decision with the nanny's new state: her row is
 * replaced, or dropped when her status no longer matches the filter shown.
 */
export function settle(
  nannies: readonly OperatorNanny[],
  updated: OperatorNanny,
  filter: QueueStatus,
): OperatorNanny[] {
  if (updated.status !== filter) return nannies.filter((nanny) => nanny.id !== updated.id);
  return nannies.map((nanny) => (nanny.id === updated.id ? updated : nanny));
}

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });
const shortDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

const formatWith = (format: Intl.DateTimeFormat, iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : format.format(date);
};

/** "2026-03-05T09:12:00Z" -> "March 5, 2026" in the operator's time zone. */
export const formatSignUpDate = (iso: string) => formatWith(longDate, iso);

/** "2026-03-05T09:12:00Z" -> "Mar 5, 2026", short enough for a document's line. */
export const formatUploadDate = (iso: string) => formatWith(shortDate, iso);
