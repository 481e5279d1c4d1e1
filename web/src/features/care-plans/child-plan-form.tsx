import { useState } from 'react';
import type { FormEvent } from 'react';
import { BusyButton } from '../../components/busy-button';
import { CheckboxField } from '../../components/checkbox-field';
import { LiveAlert } from '../../components/live-alert';
import { TextAreaField } from '../../components/text-area-field';
import { TextField } from '../../components/text-field';
import { useFormSubmit } from '../../components/use-form-submit';
import {
  CHILD_AGE_MAX,
  carePlanProblem,
  childProblem,
  emptyCarePlan,
  headingOf,
  SECTION_TEXT_MAX,
  trimmedPlan,
  type CarePlan,
} from '@shared/care-plans';
import type { Child } from './care-plans-api';
import { useChildrenStore } from './children-store';
import { SecondaryButton } from '../../components/secondary-button';
import { SelectField } from '../../components/select-field';

const TEXT_SECTIONS = [
  ['communication', 'How your child communicates; words or signs that matter.'],
  ['triggers', 'What upsets your child, and what helps them calm down.'],
  ['routines', 'Meals, naps, toileting.'],
  ['sensory', 'Sounds, textures, lights; what helps.'],
  ['allergies', 'Foods, medicines, anything else.'],
  ['emergencySteps', '"If you see this, do this."'],
] as const;

const ageOptions = Array.from({ length: CHILD_AGE_MAX + 1 }, (_, age) => ({
  value: age,
  label: String(age),
}));
const newMedication = () => ({ name: '', dose: '', time: '', mayGive: false });
const newContact = () => ({ name: '', relation: '', phone: '' });

/** Adds a child with her care plan, or changes one (each saved change a new version). */
export function ChildPlanForm({ child, onDone }: { child: Child | null; onDone: () => void }) {
  const save = useChildrenStore((state) => state.save);
  const [name, setName] = useState(child?.name ?? '');
  const [age, setAge] = useState(child?.age ?? 0);
  const [plan, setPlan] = useState<CarePlan>(
    child?.plan ?? { ...emptyCarePlan(), emergencyContacts: [newContact()] },
  );
  const { busy, alert, sendChecked } = useFormSubmit();
  const setSection =
    <K extends keyof CarePlan>(key: K) =>
    (value: CarePlan[K]) =>
      setPlan((previous) => ({ ...previous, [key]: value }));
  const setItem = <K extends 'medications' | 'emergencyContacts'>(
    key: K,
    index: number,
    change: Partial<CarePlan[K][number]>,
  ) =>
    setPlan((previous) => ({
      ...previous,
      [key]: previous[key].map((item, i) => (i === index ? { ...item, ...change } : item)),
    }));
  const removeItem = (key: 'medications' | 'emergencyContacts', index: number) =>
    setPlan((previous) => ({ ...previous, [key]: previous[key].filter((_, i) => i !== index) }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = trimmedPlan(plan);
    const problem = childProblem(name.trim(), age) ?? carePlanProblem(trimmed);
    void sendChecked(problem, async () => {
      const message = await save(child?.id ?? null, { name: name.trim(), age, plan: trimmed });
      onDone();
      return message;
    });
  };

  const label = child === null ? 'Add a child' : `Care plan for ${child.name}`;
  return (
    <form
      className="form dashboard-form care-plan-form"
      aria-label={label}
      onSubmit={submit}
      noValidate
    >
      <TextField label="First name or nickname" value={name} onChange={setName} maxLength={50} />
      <SelectField label="Age (years)" value={age} onChange={setAge} options={ageOptions} />
      {TEXT_SECTIONS.map(([key, hint]) => (
        <TextAreaField
          key={key}
          label={`${headingOf(key)} (optional)`}
          rows={3}
          value={plan[key]}
          onChange={setSection(key)}
          maxLength={SECTION_TEXT_MAX}
          hint={hint}
        />
      ))}
      <fieldset className="care-plan-form__group">
        <legend>{headingOf('medications')}</legend>
        {plan.medications.map((medication, index) => (
          <div key={index} className="care-plan-form__item">
            <TextField
              label={`Medication ${index + 1}: name`}
              value={medication.name}
              onChange={(value) => setItem('medications', index, { name: value })}
              maxLength={100}
            />
            <TextField
              label="Dose"
              value={medication.dose}
              onChange={(value) => setItem('medications', index, { dose: value })}
              maxLength={100}
            />
            <TextField
              label="Time"
              value={medication.time}
              onChange={(value) => setItem('medications', index, { time: value })}
              maxLength={100}
            />
            <CheckboxField
              label="The nanny may give it"
              checked={medication.mayGive}
              onChange={(value) => setItem('medications', index, { mayGive: value })}
            />
            <SecondaryButton onClick={() => removeItem('medications', index)}>
              Remove medication {index + 1}
            </SecondaryButton>
          </div>
        ))}
        <SecondaryButton
          onClick={() => setSection('medications')([...plan.medications, newMedication()])}
        >
          Add medication
        </SecondaryButton>
      </fieldset>
      <fieldset className="care-plan-form__group">
        <legend>{headingOf('emergencyContacts')} (at least one)</legend>
        {plan.emergencyContacts.map((contact, index) => (
          <div key={index} className="care-plan-form__item">
            <TextField
              label={`Contact ${index + 1}: name`}
              value={contact.name}
              onChange={(value) => setItem('emergencyContacts', index, { name: value })}
              maxLength={100}
            />
            <TextField
              label="Relation"
              value={contact.relation}
              onChange={(value) => setItem('emergencyContacts', index, { relation: value })}
              maxLength={100}
            />
            <TextField
              label="Phone"
              value={contact.phone}
              onChange={(value) => setItem('emergencyContacts', index, { phone: value })}
              maxLength={30}
            />
            <SecondaryButton onClick={() => removeItem('emergencyContacts', index)}>
              Remove contact {index + 1}
            </SecondaryButton>
          </div>
        ))}
        <SecondaryButton
          onClick={() => setSection('emergencyContacts')([...plan.emergencyContacts, newContact()])}
        >
          Add emergency contact
        </SecondaryButton>
      </fieldset>
      <BusyButton busy={busy} busyLabel="Saving...">
        {child === null ? 'Add child' : 'Save care plan'}
      </BusyButton>
      <LiveAlert alert={alert} />
    </form>
  );
}
