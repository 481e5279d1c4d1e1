import { useRef, useState } from 'react';
import { errorAlert, LiveAlert } from '../../components/live-alert';
import type { AlertMessage } from '../../components/live-alert';
import { formatDate } from '../../lib/date-format';
import { useBusyAction } from '../../lib/use-busy-action';
import { failureText } from '../../lib/failure-text';
import { describeSingleDay, formatTimeRange } from './availability-format';
import { sortSingleDays } from './availability-rules';
import { nannyMessages } from './nanny-messages';
import { useNannyStore } from './nanny-store';
import type { SingleDayAvailability } from './nanny-types';
import { SecondaryButton } from '../../components/secondary-button';

export function SingleDayList({ entries }: { entries: readonly SingleDayAvailability[] }) {
  const removeSingleDay = useNannyStore((state) => state.removeSingleDay);
  const heading = useRef<HTMLHeadingElement>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const [alert, setAlert] = useState<AlertMessage | null>(null);
  const { busy, run } = useBusyAction();

  const remove = (entry: SingleDayAvailability) =>
    void run(async () => {
      setAlert(null);
      setRemoving(entry.id);
      try {
        await removeSingleDay(entry.id);
        // The pressed button is gone; the list's heading keeps the reader's place.
        heading.current?.focus();
      } catch (error) {
        setAlert(errorAlert(failureText(nannyMessages.removeFailed, error)));
      } finally {
        setRemoving(null);
      }
    });

  return (
    <div className="single-days">
      <h3 ref={heading} tabIndex={-1} className="single-days__title">
        Your single days
      </h3>
      {entries.length === 0 ? (
        <p className="form__hint">{nannyMessages.noSingleDays}</p>
      ) : (
        <ul className="single-days__list" aria-label="Single-day availability">
          {sortSingleDays(entries).map((entry) => (
            <li key={entry.id} className="single-days__item">
              <span className="single-days__when">
                <strong>{formatDate(entry.date)}</strong>
                <span>{formatTimeRange(entry.startTime, entry.endTime)}</span>
              </span>
              <SecondaryButton
                small
                aria-label={`Remove ${describeSingleDay(entry)}`}
                disabled={busy}
                onClick={() => remove(entry)}
              >
                {removing === entry.id ? 'Removing...' : 'Remove'}
              </SecondaryButton>
            </li>
          ))}
        </ul>
      )}
      <LiveAlert alert={alert} />
    </div>
  );
}
