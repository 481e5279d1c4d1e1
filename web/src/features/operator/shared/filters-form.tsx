import { useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { errorAlert, LiveAlert } from '../../../components/live-alert';
import type { AlertMessage } from '../../../components/live-alert';
import { SecondaryButton } from '../../../components/secondary-button';

/** Sets one filter of the draft. */
export type SetFilter<F> = <K extends keyof F>(key: K) => (value: F[K]) => void;

interface FiltersFormProps<F> {
  label: string;
  /** The filters of the page shown; the draft starts from them. */
  applied: F;
  /** What Clear filters applies. */
  none: F;
  problemOf: (draft: F) => string | null;
  apply: (filters: F) => Promise<void>;
  fields: (draft: F, set: SetFilter<F>) => ReactNode;
}

/** A draft of filters applied together (checked first) or cleared, for a paged operator list. */
export function FiltersForm<F>({
  label,
  applied,
  none,
  problemOf,
  apply,
  fields,
}: FiltersFormProps<F>) {
  const [draft, setDraft] = useState<F>(applied);
  const [alert, setAlert] = useState<AlertMessage | null>(null);

  const set: SetFilter<F> = (key) => (value) =>
    setDraft((previous) => ({ ...previous, [key]: value }));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = problemOf(draft);
    setAlert(problem === null ? null : errorAlert(problem));
    if (problem === null) void apply(draft);
  };
  const clear = () => {
    setAlert(null);
    setDraft(none);
    void apply(none);
  };

  return (
    <form className="form event-filters" aria-label={label} onSubmit={submit}>
      <div className="event-filters__fields">{fields(draft, set)}</div>
      <div className="event-filters__buttons">
        <button type="submit" className="button button--primary button--small">
          Apply filters
        </button>
        <SecondaryButton small onClick={clear}>
          Clear filters
        </SecondaryButton>
      </div>
      <LiveAlert alert={alert} />
    </form>
  );
}
