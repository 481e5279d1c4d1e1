import { useCallback, useEffect, useState } from 'react';
import type { AccessLogEntry } from '@shared/privacy';
import { ROLE_NAMES } from '@shared/privacy';
import { FormMessage } from '../../components/form-message';
import { errorMessageOf } from '../../lib/api-client';
import { fetchAccessLog } from './privacy-api';
import { formatInstant } from '../../lib/date-format';
import { SecondaryButton } from '../../components/secondary-button';

const when = (at: string) => formatInstant(at, 'dateShortTime', 'reader');

/**
 * "Who looked at your information": each time an operator or a nanny she asked opened her
 * documents or special considerations, newest first, a page at a time.
 */
export function WhoLooked() {
  const [entries, setEntries] = useState<AccessLogEntry[]>([]);
  const [next, setNext] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async (before: string | null) => {
    setLoading(true);
    setError(null);
    try {
      const page = await fetchAccessLog(before);
      setEntries((shown) => (before === null ? page.entries : [...shown, ...page.entries]));
      setNext(page.next);
    } catch (failure) {
      setError(errorMessageOf(failure));
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    void load(null);
  }, [load]);

  return (
    <div className="account-settings__privacy" aria-labelledby="who-looked-heading">
      <h3 id="who-looked-heading">Who looked at your information</h3>
      <p className="form__hint">
        Every time an operator, or a nanny you asked for a booking, opens your documents or your
        special considerations, it is listed here. We never record what they saw.
      </p>
      {entries.length === 0 && !loading && error === null && (
        <p>Nobody else has opened your documents or special considerations.</p>
      )}
      {entries.length > 0 && (
        <ul className="who-looked" aria-label="Who looked at your information">
          {entries.map((entry) => (
            <li key={entry.id} className="who-looked__entry">
              <strong>{entry.viewer.name}</strong> ({ROLE_NAMES[entry.viewer.role]}) opened{' '}
              {entry.what.charAt(0).toLowerCase() + entry.what.slice(1)}{' '}
              <time dateTime={entry.at}>{when(entry.at)}</time>
            </li>
          ))}
        </ul>
      )}
      <FormMessage error={error} />
      {loading && <p aria-live="polite">Loading…</p>}
      {!loading && next !== null && (
        <SecondaryButton onClick={() => void load(next)}>Show older</SecondaryButton>
      )}
    </div>
  );
}
