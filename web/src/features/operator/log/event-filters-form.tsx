import { ScheduleField } from '../../../components/schedule-field';
import { TextField } from '../../../components/text-field';
import { useEventLogStore } from './event-log-store';
import { filtersProblem, noFilters } from './event-query';
import { FiltersForm } from '../shared/filters-form';
import type { SetFilter } from '../shared/filters-form';
import type { EventFilters } from './log-types';

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
          <ScheduleField
            label="From"
            type="datetime-local"
            value={draft.from}
            onChange={set('from')}
          />
          <ScheduleField label="To" type="datetime-local" value={draft.to} onChange={set('to')} />
        </>
      )}
    />
  );
}
