import type { FeatureDeps } from '../../infra/feature.js';
import type { Role } from '../../infra/db/schema.js';
import { recordAccess } from '../../infra/privacy/access-log.js';
import type { BookingView } from './bookings.view.js';

/**
 * Records each parent whose special considerations these views show someone else (who looked
 * at your information): the nanny she asked, or an operator. Views that show none (empty, or hidden
 * by the booking's status) are not an opening.
 */
export function recordConsiderationsShown(
  deps: Pick<FeatureDeps, 'db' | 'clock'>,
  viewer: { accountId: string; role: Role },
  views: readonly BookingView[],
): Promise<void> {
  return recordAccess(
    deps.db,
    deps.clock(),
    views
      .filter((view) => (view.specialConsiderations ?? '').trim() !== '')
      .map((view) => ({ ownerId: view.parentId, viewer, item: 'special-considerations' as const })),
  );
}
