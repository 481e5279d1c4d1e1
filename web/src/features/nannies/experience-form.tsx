import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { LANGUAGES, NEEDS } from '@shared/directory-search';
import { BusyButton } from '../../components/busy-button';
import { ChoiceList } from '../../components/choice-list';
import { LiveAlert } from '../../components/live-alert';
import { useFormSubmit } from '../../components/use-form-submit';
import { useNannyStore } from './nanny-store';
import type { Experience } from './nanny-types';

/** "Experience": the needs she has cared for and the languages she speaks, from fixed lists. */
export function ExperienceForm({ experience }: { experience: Experience }) {
  const headingId = useId();
  const saveExperience = useNannyStore((state) => state.saveExperience);
  const [needs, setNeeds] = useState(experience.needs);
  const [languages, setLanguages] = useState(experience.languages);
  const { busy, alert, send } = useFormSubmit();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send(async () => {
      await saveExperience({ needs, languages });
      return 'Your experience was saved.';
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
