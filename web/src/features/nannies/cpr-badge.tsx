import { formatDate } from '../../lib/date-format';
import type { CprFirstAidReview } from './nanny-types';

/** Where her CPR / First Aid card's review stands. */
export function CprBadge({ review }: { review: CprFirstAidReview | undefined }) {
  if (review === undefined || review.status === 'none') return null;
  if (review.status === 'pending') {
    return <span className="badge badge--warning">CPR / First Aid Pending Review</span>;
  }
  if (review.status === 'verified') {
    return (
      <span className="badge badge--success">
        CPR / First Aid Verified
        {review.validUntil !== null && ` until ${formatDate(review.validUntil)}`}
      </span>
    );
  }
  return (
    <div className="approval">
      <span className="badge badge--danger">CPR / First Aid Rejected</span>
      {review.rejectionReason !== null && review.rejectionReason.trim() !== '' && (
        <p className="approval__reason">Reason: {review.rejectionReason}</p>
      )}
    </div>
  );
}
