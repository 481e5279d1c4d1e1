import { useState } from 'react';
import type { FormEvent } from 'react';
import { BusyButton } from '../../components/busy-button';
import { CheckboxField } from '../../components/checkbox-field';
import { LiveAlert } from '../../components/live-alert';
import { useFormSubmit } from '../../components/use-form-submit';
import { TextAreaField } from '../../components/text-area-field';
import { TextField } from '../../components/text-field';
import { parentMessages } from './parent-messages';
import { useParentStore } from './parent-store';
import type { ParentProfile } from './parent-types';
import { profileProblem } from './profile-rules';

export function ProfileForm({ profile }: { profile: ParentProfile }) {
  const saveProfile = useParentStore((state) => state.saveProfile);
  const [fullName, setFullName] = useState(profile.fullName);
  const [multipleChildren, setMultipleChildren] = useState(profile.multipleChildren);
  const [considerations, setConsiderations] = useState(profile.specialConsiderations);
  const { busy, alert, sendChecked } = useFormSubmit();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const changes = {
      fullName: fullName.trim(),
      multipleChildren,
      specialConsiderations: considerations.trim(),
    };
    const problem = profileProblem(profile, changes);
    void sendChecked(
      problem,
      async () => {
        await saveProfile(changes);
        return parentMessages.profileUpdated;
      },
      parentMessages.profileUpdateFailed,
    );
  };

  // noValidate: the product's own message replaces the browser's bubbles.
  return (
    <form className="form dashboard-form" aria-label="Profile details" onSubmit={submit} noValidate>
      <TextField
        label="Full name"
        value={fullName}
        onChange={setFullName}
        autoComplete="name"
        maxLength={200}
      />
      <TextField
        label="Email"
        type="email"
        value={profile.email}
        readOnly
        hint="The email you sign in with. You can change it under Account settings below."
      />
      <CheckboxField
        label="Multiple Children"
        checked={multipleChildren}
        onChange={setMultipleChildren}
        hint="Tick this if more than one child will be in the nanny's care."
      />
      <TextAreaField
        label="Special Considerations"
        value={considerations}
        onChange={setConsiderations}
        maxLength={4000}
        hint="Anything a nanny should know: needs, routines, allergies, or what helps your child feel calm."
      />
      <BusyButton busy={busy} busyLabel="Saving...">
        Save Profile
      </BusyButton>
      <LiveAlert alert={alert} />
    </form>
  );
}
