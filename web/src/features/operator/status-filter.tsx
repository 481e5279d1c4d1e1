import { useId } from 'react';
import { queueStatusLabels } from './operator-messages';
import type { QueueStatus } from './operator-types';

const statuses = Object.keys(queueStatusLabels) as QueueStatus[];

/** Which review status the queue shows. */
export function StatusFilter({
  value,
  onChange,
}: {
  value: QueueStatus;
  onChange: (status: QueueStatus) => void;
}) {
  const id = useId();
  return (
    <div className="field queue__filter">
      <label htmlFor={id} className="field__label">
        Status
      </label>
      <select
        id={id}
        className="field__input"
        value={value}
        onChange={(event) => onChange(event.target.value as QueueStatus)}
      >
        {statuses.map((status) => (
          <option key={status} value={status}>
            {queueStatusLabels[status]}
          </option>
        ))}
      </select>
    </div>
  );
}
