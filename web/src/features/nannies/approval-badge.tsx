import type { ApprovalStatus } from './nanny-types';

const labels: Record<ApprovalStatus, string> = {
  approved: 'Approved',
  pending: 'Pending Approval',
  rejected: 'Rejected',
};

const tones: Record<ApprovalStatus, string> = {
  approved: 'success',
  pending: 'warning',
  rejected: 'danger',
};

export function ApprovalBadge({
  status,
  reason,
}: {
  status: ApprovalStatus;
  reason: string | null;
}) {
  // An operator's decision arrives live: announced politely, focus stays where she is.
  return (
    <div className="approval" aria-live="polite" aria-atomic="true">
      <span className={`badge badge--${tones[status]}`}>{labels[status]}</span>
      {status === 'rejected' && reason !== null && reason.trim() !== '' && (
        <p className="approval__reason">Reason: {reason}</p>
      )}
    </div>
  );
}
