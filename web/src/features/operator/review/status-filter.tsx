import { StatusSelect } from '../shared/status-select';
import { queueStatusLabels } from './review-messages';
import type { QueueStatus } from './review-types';

const queueOptions = (Object.keys(queueStatusLabels) as QueueStatus[]).map((status) => ({
  value: status,
  label: queueStatusLabels[status],
}));

/** Which review status the queue shows. */
export function StatusFilter({
  value,
  onChange,
}: {
  value: QueueStatus;
  onChange: (status: QueueStatus) => void;
}) {
  return (
    <StatusSelect
      className="field queue__filter"
      value={value}
      onChange={onChange}
      options={queueOptions}
    />
  );
}
