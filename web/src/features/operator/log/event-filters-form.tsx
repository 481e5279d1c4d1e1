import { useId } from 'react';
import { TextField } from '../../../components/text-field';
import { useEventLogStore } from './event-log-store';
import { filtersProblem, noFilters } from './event-query';
import { FiltersForm } from '../shared/filters-form';
import type { SetFilter } from '../shared/filters-form';
import type { EventFilters } from './log-types';

function DateTimeField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <input
        id={id}
        className="field__input"
        type="datetime-local"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/** Stream, type and a time window (on the operator's clock); applied together. */
export function EventFiltersForm() {
  const applied = useEventLogStore((state) => state.filters);
  const apply = useEventLogStore((state) => state.apply);
  return (
    <FiltersForm
      label="Event filters"
      applied={applied}
      none={noFilters}
      problemOf={filtersProblem}
      apply={apply}
      fields={(draft: EventFilters, set: SetFilter<EventFilters>) => (
        <>
          <TextField label="Stream id" value={draft.streamId} onChange={set('streamId')} />
          <TextField label="Type" value={draft.type} onChange={set('type')} />
          <DateTimeField label="From" value={draft.from} onChange={set('from')} />
          <DateTimeField label="To" value={draft.to} onChange={set('to')} />
        </>
      )}
    />
  );
}
