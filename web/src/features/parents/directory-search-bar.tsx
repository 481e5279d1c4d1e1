import { useState } from 'react';
import type { FormEvent } from 'react';
import {
  EMPTY_SEARCH,
  LANGUAGES,
  NEEDS,
  paramsOf,
  SORT_LABELS,
  searchOf,
} from '@shared/directory-search';
import type { SearchParams } from '@shared/directory-search';
import { lastBookableDate } from '@shared/booking-horizon';
import { CheckboxField } from '../../components/checkbox-field';
import { ChoiceList } from '../../components/choice-list';
import { ScheduleField } from '../../components/schedule-field';
import { TIME_STEP_SECONDS } from '../../lib/calendar';
import { sortChoices, sortShown } from './directory-url';
import { SecondaryButton } from '../../components/secondary-button';
import { SelectField } from '../../components/select-field';

interface SearchBarProps {
  /** The address's search parameters, as they are (a shared link may carry a bad one). */
  params: SearchParams;
  hasHome: boolean;
  timeZone: string;
  today: string;
  /** A checked search, to go into the address. */
  onSearch: (params: SearchParams) => void;
}

const listOf = (raw: string | undefined) =>
  raw === undefined || raw === '' ? [] : raw.split(',').map((part) => part.trim());

/**
 * When, what the child needs, languages, CPR and the order. Nothing is sent until it passes
 * `searchOf`, the rule the server applies; its problem shows here, word for word.
 */
export function DirectorySearchBar({ params, hasHome, timeZone, today, onSearch }: SearchBarProps) {
  const [date, setDate] = useState(params.date ?? '');
  const [start, setStart] = useState(params.start ?? '');
  const [end, setEnd] = useState(params.end ?? '');
  const [needs, setNeeds] = useState(listOf(params.needs));
  const [languages, setLanguages] = useState(listOf(params.languages));
  const [cpr, setCpr] = useState(params.cpr === '1');
  const [background, setBackground] = useState(params.background === '1');
  const [favourites, setFavourites] = useState(params.favourites === '1');
  const [sort, setSort] = useState(params.sort ?? '');
  const [problem, setProblem] = useState<string | null>(null);

  const defaultSort = sortShown(EMPTY_SEARCH, hasHome);

  const apply = (chosenSort: string) => {
    const checked = searchOf(
      {
        date,
        start,
        end,
        needs: needs.join(','),
        languages: languages.join(','),
        cpr: cpr ? '1' : '',
        background: background ? '1' : '',
        favourites: favourites ? '1' : '',
        sort: chosenSort === defaultSort ? '' : chosenSort,
      },
      timeZone,
      new Date(),
    );
    if (!checked.ok) {
      setProblem(checked.problem);
      return;
    }
    setProblem(null);
    onSearch(paramsOf(checked.value));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(sort);
  };

  const clear = () => {
    setProblem(null);
    setDate('');
    setStart('');
    setEnd('');
    setNeeds([]);
    setLanguages([]);
    setCpr(false);
    setBackground(false);
    setFavourites(false);
    onSearch(sort === '' || sort === defaultSort ? {} : { sort });
  };

  return (
    <form className="form search-bar" aria-label="Search RBTs" onSubmit={submit} noValidate>
      <div className="search-bar__when">
        <ScheduleField
          label="Date"
          type="date"
          min={today}
          max={lastBookableDate(today)}
          value={date}
          onChange={setDate}
        />
        <ScheduleField label="From" step={TIME_STEP_SECONDS} value={start} onChange={setStart} />
        <ScheduleField label="Until" step={TIME_STEP_SECONDS} value={end} onChange={setEnd} />
        <SelectField
          label="Sort by"
          value={sort === '' ? defaultSort : sort}
          onChange={(chosen) => {
            setSort(chosen);
            apply(chosen);
          }}
          options={sortChoices(hasHome).map((choice) => ({
            value: choice,
            label: SORT_LABELS[choice],
          }))}
        />
      </div>
      <ChoiceList
        className="search-bar__choices"
        legend="Experience with"
        choices={NEEDS}
        chosen={needs}
        onChange={setNeeds}
      />
      <details className="search-bar__more" open={languages.length > 0}>
        <summary>Languages{languages.length > 0 ? ` (${languages.length} chosen)` : ''}</summary>
        <ChoiceList
          className="search-bar__choices"
          legend="Speaks"
          choices={LANGUAGES}
          chosen={languages}
          onChange={setLanguages}
        />
      </details>
      <CheckboxField label="Current CPR / First Aid" checked={cpr} onChange={setCpr} />
      <CheckboxField
        label="Current background check"
        checked={background}
        onChange={setBackground}
      />
      <CheckboxField label="Only my favourites" checked={favourites} onChange={setFavourites} />
      <div className="search-bar__actions">
        <button type="submit" className="button button--primary">
          Search
        </button>
        <SecondaryButton onClick={clear}>Clear filters</SecondaryButton>
      </div>
      <div role="alert" className="search-bar__problem">
        {problem !== null && <p className="form-message form-message--error">{problem}</p>}
      </div>
    </form>
  );
}
