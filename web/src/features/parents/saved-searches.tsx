import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import type { DirectorySearch, SearchParams } from '@shared/directory-search';
import { labelProblem, SAVED_SEARCH_LABEL_MAX } from '@shared/saved-searches';
import { BusyButton } from '../../components/busy-button';
import { LiveAlert } from '../../components/live-alert';
import { useFormSubmit } from '../../components/use-form-submit';
import { TextField } from '../../components/text-field';
import { useBusyAction } from '../../lib/use-busy-action';
import { errorMessageOf } from '../../lib/api-client';
import { formatDate } from '../../lib/date-format';
import { savedParamsOf, searchSummary } from './directory-url';
import { useSavedSearchesStore } from './saved-searches-store';
import type { SavedSearch } from './parent-types';
import { useLoadOnShow } from '../../lib/use-load-on-show';
import { SecondaryButton } from '../../components/secondary-button';

function SaveSearchForm({ current }: { current: DirectorySearch }) {
  const save = useSavedSearchesStore((state) => state.save);
  const [label, setLabel] = useState('');
  const { busy, alert, sendChecked } = useFormSubmit();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const name = label.trim();
    const problem = labelProblem(name);
    void sendChecked(problem, async () => {
      await save(name, savedParamsOf(current));
      setLabel('');
      return 'Search saved. We will tell you when a new RBT matches it.';
    });
  };

  return (
    <form className="form save-search" aria-label="Save this search" onSubmit={submit} noValidate>
      <div className="save-search__row">
        <TextField
          label="Name this search"
          value={label}
          onChange={setLabel}
          maxLength={SAVED_SEARCH_LABEL_MAX}
        />
        <BusyButton busy={busy} busyLabel="Saving..." variant="secondary">
          Save this search
        </BusyButton>
      </div>
      <LiveAlert alert={alert} />
    </form>
  );
}

function SavedSearchItem({ saved, onRun }: { saved: SavedSearch; onRun: () => void }) {
  const remove = useSavedSearchesStore((state) => state.remove);
  const { busy, run } = useBusyAction();
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <li className="saved-search">
      <div className="saved-search__text">
        <strong>{saved.label}</strong>{' '}
        {saved.newMatches > 0 && (
          <span className="badge badge--success">{saved.newMatches} new</span>
        )}
        <span className="form__hint saved-search__summary">
          {searchSummary(saved.search, formatDate)}
        </span>
      </div>
      <div className="saved-search__actions">
        <SecondaryButton small onClick={onRun}>
          Run <span className="visually-hidden">{saved.label}</span>
        </SecondaryButton>
        <SecondaryButton
          small
          disabled={busy}
          onClick={() =>
            void run(async () => {
              try {
                await remove(saved.id);
              } catch (error) {
                setFailed(errorMessageOf(error));
              }
            })
          }
        >
          Delete <span className="visually-hidden">{saved.label}</span>
        </SecondaryButton>
      </div>
      {failed !== null && <p className="form-message form-message--error">{failed}</p>}
    </li>
  );
}

/** Save the search shown, run or delete saved ones, and the new matches they found. */
export function SavedSearches({
  current,
  onRun,
}: {
  current: DirectorySearch | null;
  onRun: (params: SearchParams) => void;
}) {
  const headingId = useId();
  const searches = useSavedSearchesStore((state) => state.searches);
  const alerts = useSavedSearchesStore((state) => state.alerts);
  const notices = useSavedSearchesStore((state) => state.notices);
  const loadSearches = useSavedSearchesStore((state) => state.loadSearches);
  const dismiss = useSavedSearchesStore((state) => state.dismiss);

  useLoadOnShow(loadSearches);

  return (
    <section className="saved-searches" aria-labelledby={headingId}>
      <div role="status" aria-live="polite" className="saved-searches__notices">
        {notices.map((notice) => (
          <p key={notice.key} className="form-message form-message--success notice">
            {notice.text}{' '}
            <button type="button" className="link-button" onClick={() => dismiss(notice.key)}>
              Dismiss
            </button>
          </p>
        ))}
      </div>
      <details className="saved-searches__panel">
        <summary id={headingId}>
          Saved searches{searches.length > 0 ? ` (${searches.length})` : ''}
        </summary>
        {current !== null && <SaveSearchForm current={current} />}
        {searches.length === 0 ? (
          <p className="form__hint">No saved searches yet.</p>
        ) : (
          <ul className="saved-searches__list" aria-label="Your saved searches">
            {searches.map((saved) => (
              <SavedSearchItem key={saved.id} saved={saved} onRun={() => onRun(saved.search)} />
            ))}
          </ul>
        )}
        {alerts.length > 0 && (
          <>
            <h3 className="saved-searches__title">New matches</h3>
            <ul className="saved-searches__alerts" aria-label="New matches">
              {alerts.map((alert) => (
                <li key={`${alert.searchId}:${alert.nanny.id}`}>
                  {alert.nanny.fullName}
                  {alert.nanny.city !== null && ` (${alert.nanny.city}, ${alert.nanny.state})`}{' '}
                  matches “{alert.label}”
                </li>
              ))}
            </ul>
          </>
        )}
      </details>
    </section>
  );
}
