import { BACKGROUND_EXPIRED_BADGE } from '@shared/credentials';
import { formatDate } from '../../../lib/date-format';
import type { BackgroundCheckDocument, CprFirstAidReview, QueueStatus } from './review-types';

const approval: Record<QueueStatus, { label: string; tone: string }> = {
  pending: { label: 'Pending Approval', tone: 'warning' },
  approved: { label: 'Approved', tone: 'success' },
  rejected: { label: 'Rejected', tone: 'danger' },
};

const background: Record<BackgroundCheckDocument['status'], { label: string; tone: string }> = {
  pending: { label: 'Background Check Pending', tone: 'warning' },
  verified: { label: 'Background Verified', tone: 'success' },
  rejected: { label: 'Background Check Rejected', tone: 'danger' },
};

function Badge({ label, tone }: { label: string; tone: string }) {
  return <span className={`badge badge--${tone}`}>{label}</span>;
}

function Reason({ reason }: { reason: string | null }) {
  if (reason === null || reason.trim() === '') return null;
  return <p className="approval__reason">Reason: {reason}</p>;
}

export function ApprovalStatusBadge({
  status,
  reason,
}: {
  status: QueueStatus;
  reason: string | null;
}) {
  return (
    <div className="approval">
      <Badge {...approval[status]} />
      {status === 'rejected' && <Reason reason={reason} />}
    </div>
  );
}

export function BackgroundStatusBadge({ check }: { check: BackgroundCheckDocument }) {
  return (
    <div className="approval">
      {check.expired ? (
        <Badge label={BACKGROUND_EXPIRED_BADGE} tone="danger" />
      ) : (
        <Badge {...background[check.status]} />
      )}
      {check.status === 'verified' && check.validUntil !== null && (
        <p className="approval__reason">Valid until {formatDate(check.validUntil)}</p>
      )}
      {check.status === 'rejected' && <Reason reason={check.rejectionReason} />}
    </div>
  );
}

const cpr: Record<Exclude<CprFirstAidReview['status'], 'none'>, { label: string; tone: string }> = {
  pending: { label: 'CPR / First Aid Pending', tone: 'warning' },
  verified: { label: 'CPR / First Aid Verified', tone: 'success' },
  rejected: { label: 'CPR / First Aid Rejected', tone: 'danger' },
};

/** Her card's review: waiting, verified (with the last day it is valid), or rejected and why. */
export function CprStatusBadge({ review }: { review: CprFirstAidReview }) {
  if (review.status === 'none') return null;
  return (
    <div className="approval">
      <Badge {...cpr[review.status]} />
      {review.status === 'verified' && review.validUntil !== null && (
        <p className="approval__reason">Valid until {formatDate(review.validUntil)}</p>
      )}
      {review.status === 'rejected' && <Reason reason={review.rejectionReason} />}
    </div>
  );
}
