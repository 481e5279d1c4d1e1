import { BACKGROUND_EXPIRED_BADGE } from '@shared/credentials';
import { formatDate } from '../../lib/date-format';
import type { BackgroundCheckInfo } from './nanny-types';

/** Verified counts 12 months (the shared "valid until" rule); then "Background check expired". */
export function BackgroundBadge({ check }: { check: BackgroundCheckInfo | null }) {
  if (check === null) return null;
  const expired = check.expired && (
    <span className="badge badge--danger">{BACKGROUND_EXPIRED_BADGE}</span>
  );
  if (check.status === 'verified') {
    if (expired) return expired;
    return (
      <div className="approval">
        <span className="badge badge--success">Background Verified</span>
        {check.validUntil !== null && (
          <p className="approval__reason">Valid until {formatDate(check.validUntil)}</p>
        )}
      </div>
    );
  }
  if (check.status === 'pending') {
    return (
      <>
        <span className="badge badge--warning">Background Check Pending</span> {expired}
      </>
    );
  }
  return (
    <div className="approval">
      <span className="badge badge--danger">Background Check Rejected</span>
      {check.rejectionReason !== null && check.rejectionReason.trim() !== '' && (
        <p className="approval__reason">Reason: {check.rejectionReason}</p>
      )}
    </div>
  );
}
