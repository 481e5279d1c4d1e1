import { useState } from 'react';
import type { FormEvent } from 'react';
import { isZipShape, ZIP_MESSAGE } from '@shared/directory-search';
import { BusyButton } from '../../components/busy-button';
import { LiveAlert } from '../../components/live-alert';
import { useFormSubmit } from '../../components/use-form-submit';
import { HomeZipField } from '../../components/home-zip-field';
import { useParentStore } from './parent-store';

interface HomeZipFormProps {
  /** Called once the server has saved it (the directory loads again). */
  onSaved?: () => void;
  /** The form's accessible name; the directory and the profile each have one. */
  name: string;
}

/** Her home ZIP: five digits known to the ZIP data; the server names the city and state. */
export function HomeZipForm({ onSaved, name }: HomeZipFormProps) {
  const home = useParentStore((state) => state.profile?.home ?? null);
  const saveHomeZip = useParentStore((state) => state.saveHomeZip);
  const [zip, setZip] = useState(home?.zip ?? '');
  const { busy, alert, refuse, send } = useFormSubmit();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = zip.trim();
    if (!isZipShape(trimmed)) {
      refuse(ZIP_MESSAGE);
      return;
    }
    void send(async () => {
      await saveHomeZip(trimmed);
      onSaved?.();
      return 'Home ZIP code saved.';
    });
  };

  return (
    <form className="form zip-form" aria-label={name} onSubmit={submit} noValidate>
      <div className="zip-form__row">
        <HomeZipField
          value={zip}
          onChange={setZip}
          hint={
            home === null
              ? 'Only the distance is shown to anyone, never your address.'
              : `${home.city}, ${home.state} (${home.zip})`
          }
        />
        <BusyButton busy={busy} busyLabel="Saving...">
          Save ZIP code
        </BusyButton>
      </div>
      <LiveAlert alert={alert} />
    </form>
  );
}
