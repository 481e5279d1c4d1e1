import { useState } from 'react';
import type { FormEvent } from 'react';
import { isZipShape, ZIP_MESSAGE } from '@shared/directory-search';
import { BusyButton } from '../../components/busy-button';
import { errorAlert, LiveAlert, successAlert } from '../../components/live-alert';
import type { AlertMessage } from '../../components/live-alert';
import { TextField } from '../../components/text-field';
import { errorMessageOf } from '../../lib/api-client';
import { useBusyAction } from '../../lib/use-busy-action';
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
  const [alert, setAlert] = useState<AlertMessage | null>(null);
  const { busy, run } = useBusyAction();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = zip.trim();
    if (!isZipShape(trimmed)) {
      setAlert(errorAlert(ZIP_MESSAGE));
      return;
    }
    void run(async () => {
      setAlert(null);
      try {
        await saveHomeZip(trimmed);
        setAlert(successAlert('Home ZIP code saved.'));
        onSaved?.();
      } catch (error) {
        setAlert(errorAlert(errorMessageOf(error)));
      }
    });
  };

  return (
    <form className="form zip-form" aria-label={name} onSubmit={submit} noValidate>
      <div className="zip-form__row">
        <TextField
          label="Home ZIP code"
          value={zip}
          onChange={setZip}
          autoComplete="postal-code"
          maxLength={5}
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
