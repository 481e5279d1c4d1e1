import type { BackgroundCheckInfo } from './nanny-types';

export function BackgroundBadge({ check }: { check: BackgroundCheckInfo | null }) {
  if (check === null) return null;
  if (check.status === 'verified') {
    return <span className="badge badge--success">Background Verified</span>;
  }
  if (check.status === 'pending') {
    return <span className="badge badge--warning">Background Check Pending</span>;
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
