import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import {
  DEFAULT_RADIUS_MILES,
  isZipShape,
  MAX_RADIUS_MILES,
  MIN_RADIUS_MILES,
  radiusProblem,
  ZIP_MESSAGE,
} from '@shared/directory-search';
import { BusyButton } from '../../components/busy-button';
import { LiveAlert } from '../../components/live-alert';
import { useFormSubmit } from '../../components/use-form-submit';
import { HomeZipField } from '../../components/home-zip-field';
import { useNannyStore } from './nanny-store';
import type { ServiceArea } from './nanny-types';

/** "Where you work": her home ZIP and how far she travels; families see the city, never more. */
export function ServiceAreaForm({ area }: { area: ServiceArea | null }) {
  const headingId = useId();
  const radiusId = useId();
  const saveServiceArea = useNannyStore((state) => state.saveServiceArea);
  const [zip, setZip] = useState(area?.zip ?? '');
  const [radius, setRadius] = useState(String(area?.radiusMiles ?? DEFAULT_RADIUS_MILES));
  const { busy, alert, sendChecked } = useFormSubmit();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = zip.trim();
    const miles = Number(radius);
    const problem = !isZipShape(trimmed) ? ZIP_MESSAGE : radiusProblem(miles);
    void sendChecked(problem, async () => {
      await saveServiceArea(trimmed, miles);
      return 'Where you work was saved.';
    });
  };

  return (
    <section className="card work-area" aria-labelledby={headingId}>
      <h2 id={headingId}>Where you work</h2>
      <p className="form__hint">
        Families near you find you by ZIP code. They see your city and a rounded distance, never
        your address.
      </p>
      {area !== null && (
        <p className="work-area__current">
          {area.city}, {area.state} ({area.zip}), up to {area.radiusMiles} miles
        </p>
      )}
      <form
        className="form work-area__form"
        aria-label="Where you work"
        onSubmit={submit}
        noValidate
      >
        <div className="work-area__fields">
          <HomeZipField value={zip} onChange={setZip} />
          <div className="field">
            <label htmlFor={radiusId} className="field__label">
              How far you travel (miles)
            </label>
            <input
              id={radiusId}
              className="field__input"
              type="number"
              inputMode="numeric"
              min={MIN_RADIUS_MILES}
              max={MAX_RADIUS_MILES}
              step={1}
              value={radius}
              onChange={(event) => setRadius(event.target.value)}
            />
          </div>
        </div>
        <BusyButton busy={busy} busyLabel="Saving...">
          Save where you work
        </BusyButton>
        <LiveAlert alert={alert} />
      </form>
    </section>
  );
}
