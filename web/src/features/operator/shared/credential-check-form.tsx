import {
  credentialCheckProblem,
  type CredentialCheckInput,
  type CredentialProblem,
  type RegistryStatus,
} from '@shared/credentials';
import { useId, useState } from 'react';
import type { FormEvent, InputHTMLAttributes, Ref } from 'react';
import { Field } from '../../../components/field';
import { errorAlert } from '../../../components/live-alert';
import { localIsoDate } from '../../../lib/calendar';
import { useFocusOnOpen } from '../../../components/use-focus-on-open';
import { DecisionForm } from './decision-form';
import type { DecisionProps } from './decision-form';

interface CredentialCheckFormProps extends DecisionProps<CredentialCheckInput> {
  /** What the confirming button says: "Confirm approval" or "Record check". */
  confirmLabel: string;
  busyLabel: string;
  /** The day it is (tests fix it); the server checks again in the platform's time zone. */
  now?: () => Date;
}

/** The facts typed into a plain input (the status is chosen from a list). */
type TypedFact = Exclude<keyof CredentialCheckInput, 'registryStatus'>;

const STATUS_LABELS: Record<RegistryStatus, string> = {
  active: 'Active',
  inactive: 'Inactive',
  'not-found': 'Not found',
};

/** The registry's facts an operator records: number, status (and reason), expiry, date checked. */
export function CredentialCheckForm({
  alert,
  onSubmit,
  now = () => new Date(),
  ...frame
}: CredentialCheckFormProps) {
  const id = useId();
  const today = localIsoDate(now());
  const first = useFocusOnOpen<HTMLInputElement>();
  const [check, setCheck] = useState<CredentialCheckInput>({
    certificationNumber: '',
    registryStatus: 'active',
    inactiveReason: '',
    expiresOn: '',
    checkedOn: today,
  });
  const [problem, setProblem] = useState<CredentialProblem | null>(null);
  const set = (patch: Partial<CredentialCheckInput>) => setCheck((c) => ({ ...c, ...patch }));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = credentialCheckProblem(check, today);
    setProblem(found);
    if (found) {
      document.getElementById(`${id}-${found.field}`)?.focus();
      return;
    }
    onSubmit({
      ...check,
      inactiveReason: check.registryStatus === 'inactive' ? check.inactiveReason : null,
      expiresOn: check.expiresOn === '' ? null : check.expiresOn,
    });
  };
  const invalid = (field: CredentialProblem['field']) => problem?.field === field || undefined;
  // Each typed fact: its id names it, so a problem found on submit can focus it.
  const input = (
    field: TypedFact,
    label: string,
    extra: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> } = {},
  ) => (
    <Field id={`${id}-${field}`} label={label}>
      {(ids) => (
        <input
          id={ids.id}
          className="field__input"
          aria-invalid={invalid(field)}
          value={check[field] ?? ''}
          onChange={(e) => set({ [field]: e.target.value })}
          {...extra}
        />
      )}
    </Field>
  );

  return (
    <DecisionForm
      {...frame}
      onSubmit={submit}
      alert={problem ? errorAlert(problem.message) : alert}
    >
      {input('certificationNumber', 'RBT certification number', {
        ref: first,
        placeholder: 'RBT-21-123456',
      })}
      <Field id={`${id}-registryStatus`} label="Status in the registry">
        {(ids) => (
          <select
            id={ids.id}
            className="field__input"
            value={check.registryStatus}
            onChange={(e) => set({ registryStatus: e.target.value as RegistryStatus })}
          >
            {Object.entries(STATUS_LABELS).map(([value, text]) => (
              <option key={value} value={value}>
                {text}
              </option>
            ))}
          </select>
        )}
      </Field>
      {check.registryStatus === 'inactive' && input('inactiveReason', 'Reason the registry shows')}
      {input('expiresOn', 'Expiry (renewal) date', { type: 'date' })}
      {input('checkedOn', 'Date checked', { type: 'date', max: today })}
    </DecisionForm>
  );
}
