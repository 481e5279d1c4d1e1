import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { LANGUAGES, NEEDS } from '@shared/directory-search';
import { BusyButton } from '../../components/busy-button';
import { ChoiceList } from '../../components/choice-list';
import { errorAlert, LiveAlert, successAlert } from '../../components/live-alert';
import type { AlertMessage } from '../../components/live-alert';
import { errorMessageOf } from '../../lib/api-client';
import { useBusyAction } from '../../lib/use-busy-action';
import { useNannyStore } from './nanny-store';
import type { Experience } from './nanny-types';

/** "Experience": the needs she has cared for and the languages she speaks, from fixed lists. */
export function ExperienceForm({ experience }: { experience: Experience }) {
  const headingId = useId();
  const saveExperience = useNannyStore((state) => state.saveExperience);
  const [needs, setNeeds] = useState(experience.needs);
  const [languages, setLanguages] = useState(experience.languages);
  const [alert, setAlert] = useState<AlertMessage | null>(null);
  const { busy, run } = useBusyAction();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(async () => {
      setAlert(null);
      try {
        await saveExperience({ needs, languages });
        setAlert(successAlert('Your experience was saved.'));
      } catch (error) {
        setAlert(errorAlert(errorMessageOf(error)));
      }
    });
  };

  return (
    <section className="card experience" aria-labelledby={headingId}>
      <h2 id={headingId}>Experience</h2>
      <p className="form__hint">
        Tick what you have cared for before. Families filter by these, and see them on your card.
      </p>
      <form className="form" aria-label="Experience" onSubmit={submit} noValidate>
        <ChoiceList legend="Experience with" choices={NEEDS} chosen={needs} onChange={setNeeds} />
        <ChoiceList
          legend="Languages you speak"
          choices={LANGUAGES}
          chosen={languages}
          onChange={setLanguages}
        />
        <BusyButton busy={busy} busyLabel="Saving...">
          Save experience
        </BusyButton>
        <LiveAlert alert={alert} />
      </form>
    </section>
  );
}
