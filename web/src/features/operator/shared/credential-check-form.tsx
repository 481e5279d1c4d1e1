import {
  credentialCheckProblem,
  type CredentialCheckInput,
  type CredentialProblem,
  type RegistryStatus,
} from '@shared/credentials';
import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { ConfirmButtons } from '../../../components/confirm-buttons';
import { errorAlert, LiveAlert } from '../../../components/live-alert';
import type { AlertMessage } from '../../../components/live-alert';
import { localIsoDate } from '../../../lib/calendar';

interface CredentialCheckFormProps {
  /** The form's name: "RBT certification of Nora Quinn, as the BACB registry shows it". */
  label: string;
  /** What the confirming button says: "Confirm approval" or "Record check". */
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  alert: AlertMessage | null;
  onSubmit: (check: CredentialCheckInput) => void;
  onCancel: () => void;
  /** The day it is (tests fix it); the server checks again in the platform's time zone. */
  now?: () => Date;
}

const STATUS_LABELS: Record<RegistryStatus, string> = {
  active: 'Active',
  inactive: 'Inactive',
  'not-found': 'Not found',
};

/** The registry's facts an operator records: number, status (and reason), expiry, date checked. */
export function CredentialCheckForm({
  label,
  confirmLabel,
  busyLabel,
  busy,
  alert,
  onSubmit,
  onCancel,
  now = () => new Date(),
}: CredentialCheckFormProps) {
  const id = useId();
  const today = localIsoDate(now());
  const first = useRef<HTMLInputElement>(null);
  const [check, setCheck] = useState<CredentialCheckInput>({
    certificationNumber: '',
    registryStatus: 'active',
    inactiveReason: '',
    expiresOn: '',
    checkedOn: today,
  });
  const [problem, setProblem] = useState<CredentialProblem | null>(null);
  useEffect(() => first.current?.focus(), []);

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

  return (
    <form className="form form--nested reason-form" aria-label={label} onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor={`${id}-certificationNumber`} className="field__label">
          RBT certification number
        </label>
        <input
          id={`${id}-certificationNumber`}
          ref={first}
          className="field__input"
          placeholder="RBT-21-123456"
          aria-invalid={invalid('certificationNumber')}
          value={check.certificationNumber}
          onChange={(e) => set({ certificationNumber: e.target.value })}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-registryStatus`} className="field__label">
          Status in the registry
        </label>
        <select
          id={`${id}-registryStatus`}
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
      </div>
      {check.registryStatus === 'inactive' && (
        <div className="field">
          <label htmlFor={`${id}-inactiveReason`} className="field__label">
            Reason the registry shows
          </label>
          <input
            id={`${id}-inactiveReason`}
            className="field__input"
            aria-invalid={invalid('inactiveReason')}
            value={check.inactiveReason ?? ''}
            onChange={(e) => set({ inactiveReason: e.target.value })}
          />
        </div>
      )}
      <div className="field">
        <label htmlFor={`${id}-expiresOn`} className="field__label">
          Expiry (renewal) date
        </label>
        <input
          id={`${id}-expiresOn`}
          type="date"
          className="field__input"
          aria-invalid={invalid('expiresOn')}
          value={check.expiresOn ?? ''}
          onChange={(e) => set({ expiresOn: e.target.value })}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-checkedOn`} className="field__label">
          Date checked
        </label>
        <input
          id={`${id}-checkedOn`}
          type="date"
          className="field__input"
          max={today}
          aria-invalid={invalid('checkedOn')}
          value={check.checkedOn}
          onChange={(e) => set({ checkedOn: e.target.value })}
        />
      </div>
      <ConfirmButtons
        className="review-actions__buttons"
        busy={busy}
        busyLabel={busyLabel}
        cancelLabel="Cancel"
        onCancel={onCancel}
      >
        {confirmLabel}
      </ConfirmButtons>
      <LiveAlert alert={problem ? errorAlert(problem.message) : alert} />
    </form>
  );
}
