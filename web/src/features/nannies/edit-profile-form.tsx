import { useState } from 'react';
import type { FormEvent } from 'react';
import { BusyButton } from '../../components/busy-button';
import { LiveAlert } from '../../components/live-alert';
import { useFormSubmit } from '../../components/use-form-submit';
import { TextAreaField } from '../../components/text-area-field';
import { TextField } from '../../components/text-field';
import { nannyMessages } from './nanny-messages';
import { useNannyStore } from './nanny-store';
import type { NannyProfile } from './nanny-types';
import { profileProblem } from './profile-rules';

export function EditProfileForm({ profile }: { profile: NannyProfile }) {
  const saveProfile = useNannyStore((state) => state.saveProfile);
  const [fullName, setFullName] = useState(profile.fullName);
  const [bio, setBio] = useState(profile.bio);
  const { busy, alert, sendChecked } = useFormSubmit();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const changes = { fullName: fullName.trim(), bio: bio.trim() };
    const problem = profileProblem(profile, changes);
    void sendChecked(
      problem,
      async () => {
        await saveProfile(changes);
        return nannyMessages.profileUpdated;
      },
      nannyMessages.profileUpdateFailed,
    );
  };

  // noValidate: the product's own message replaces the browser's bubbles.
  return (
    <form
      className="card form dashboard-form"
      aria-label="Edit profile"
      onSubmit={submit}
      noValidate
    >
      <h2>Edit profile</h2>
      <TextField
        label="Full name"
        value={fullName}
        onChange={setFullName}
        autoComplete="name"
        maxLength={200}
      />
      <TextAreaField
        label="Bio"
        value={bio}
        onChange={setBio}
        maxLength={4000}
        hint="Tell families about your experience, the ages you care for and what you enjoy doing with children."
      />
      <BusyButton busy={busy} busyLabel="Saving...">
        Save Profile
      </BusyButton>
      <LiveAlert alert={alert} />
    </form>
  );
}
