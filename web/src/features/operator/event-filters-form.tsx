import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { errorAlert, LiveAlert } from '../../components/live-alert';
import type { AlertMessage } from '../../components/live-alert';
import { TextField } from '../../components/text-field';
import { useEventLogStore } from './event-log-store';
import { filtersProblem, noFilters } from './event-query';
import type { EventFilters } from './operator-types';

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
  const [draft, setDraft] = useState<EventFilters>(applied);
  const [alert, setAlert] = useState<AlertMessage | null>(null);

  const set = (key: keyof EventFilters) => (value: string) =>
    setDraft((previous) => ({ ...previous, [key]: value }));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = filtersProblem(draft);
    setAlert(problem === null ? null : errorAlert(problem));
    if (problem === null) void apply(draft);
  };
  const clear = () => {
    setAlert(null);
    setDraft(noFilters);
    void apply(noFilters);
  };

  return (
    <form className="form event-filters" aria-label="Event filters" onSubmit={submit}>
      <div className="event-filters__fields">
        <TextField label="Stream id" value={draft.streamId} onChange={set('streamId')} />
        <TextField label="Type" value={draft.type} onChange={set('type')} />
        <DateTimeField label="From" value={draft.from} onChange={set('from')} />
        <DateTimeField label="To" value={draft.to} onChange={set('to')} />
      </div>
      <div className="event-filters__buttons">
        <button type="submit" className="button button--primary button--small">
          Apply filters
        </button>
        <button type="button" className="button button--secondary button--small" onClick={clear}>
          Clear filters
        </button>
      </div>
      <LiveAlert alert={alert} />
    </form>
  );
}
