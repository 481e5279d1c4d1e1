import type { BackgroundCheckDocument, QueueStatus } from './operator-types';

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
      <Badge {...background[check.status]} />
      {check.status === 'rejected' && <Reason reason={check.rejectionReason} />}
    </div>
  );
}
