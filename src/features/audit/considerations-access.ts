import type { Role } from '../../infra/db/schema.js';
import type { FeatureDeps } from '../../infra/feature.js';
import { recordAccess } from '../../infra/privacy/access-log.js';

/**
 * A parent's special considerations are in her profile events' data: an operator reading them
 * in the log is recorded like one reading them on a booking (docs/privacy.md, Who looked at
 * your information).
 */
export function recordConsiderationsInLog(
  deps: Pick<FeatureDeps, 'db' | 'clock'>,
  viewer: { accountId: string; role: Role },
  events: readonly { data: unknown }[],
): Promise<void> {
  const owners = new Set<string>();
  const families = new Set<string>();
  for (const { data } of events) {
    if (typeof data !== 'object' || data === null) continue;
    const { parentId, specialConsiderations, childId } = data as Record<string, unknown>;
    if (typeof parentId !== 'string') continue;
    if (typeof specialConsiderations === 'string' && specialConsiderations.trim() !== '') {
      owners.add(parentId);
    }
    if (typeof childId === 'string') families.add(parentId);
  }
  return recordAccess(deps.db, deps.clock(), [
    ...[...owners].map((ownerId) => ({ ownerId, viewer, item: 'special-considerations' as const })),
    ...[...families].map((ownerId) => ({ ownerId, viewer, item: 'care-plan' as const })),
  ]);
}
