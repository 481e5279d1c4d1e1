import type { OperatorNanny, QueueStatus } from './review-types';

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
