import { useState } from 'react';
import type { FormEvent } from 'react';
import { BusyButton } from '../../components/busy-button';
import { errorAlert, LiveAlert, successAlert } from '../../components/live-alert';
import type { AlertMessage } from '../../components/live-alert';
import { TextAreaField } from '../../components/text-area-field';
import { TextField } from '../../components/text-field';
import { useBusyAction } from '../../lib/use-busy-action';
import { failureText } from '../../lib/failure-text';
import { nannyMessages } from './nanny-messages';
import { useNannyStore } from './nanny-store';
import type { NannyProfile } from './nanny-types';
import { profileProblem } from './profile-rules';

export function EditProfileForm({ profile }: { profile: NannyProfile }) {
  const saveProfile = useNannyStore((state) => state.saveProfile);
  const [fullName, setFullName] = useState(profile.fullName);
  const [bio, setBio] = useState(profile.bio);
  const [alert, setAlert] = useState<AlertMessage | null>(null);
  const { busy, run } = useBusyAction();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const changes = { fullName: fullName.trim(), bio: bio.trim() };
    const problem = profileProblem(profile, changes);
    if (problem !== null) {
      setAlert(errorAlert(problem));
      return;
    }
    void run(async () => {
      setAlert(null);
      try {
        await saveProfile(changes);
        setAlert(successAlert(nannyMessages.profileUpdated));
      } catch (error) {
        setAlert(errorAlert(failureText(nannyMessages.profileUpdateFailed, error)));
      }
    });
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
