import { SelectField, type SelectOption } from '../../../components/select-field';

interface StatusSelectProps<S extends string> {
  value: S;
  onChange: (status: S) => void;
  options: readonly SelectOption<S>[];
  className?: string;
}

/** A labelled "Status" select over the given statuses. */
export function StatusSelect<S extends string>(props: StatusSelectProps<S>) {
  return <SelectField label="Status" {...props} />;
}
