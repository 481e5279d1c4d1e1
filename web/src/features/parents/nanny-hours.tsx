import { useEffect, useState } from 'react';
import { isCalendarDate } from '@shared/booking-times';
import { formatDate } from '../../lib/date-format';
import { timeRange } from '../../lib/bookings';
import { fetchNannyHours } from './parent-api';
import { bookingListMessages } from './parent-messages';
import type { NannyHours as Hours, TimeRange } from './parent-types';

export type ShownHours =
  { state: 'none' } | { state: 'loading' } | { state: 'failed' } | { state: 'ready'; hours: Hours };

const ranges = (list: TimeRange[]) =>
  list.map((range) => timeRange(range.startTime, range.endTime)).join(', ');

/** Her hours, the times already booked and her rate on the chosen date (none until one is). */
export function useNannyHours(nannyId: string, date: string): ShownHours {
  const [shown, setShown] = useState<ShownHours>({ state: 'loading' });
  const valid = isCalendarDate(date);

  useEffect(() => {
    if (!valid) return;
    // Only the answer for the date still chosen may land.
    let current = true;
    setShown({ state: 'loading' });
    fetchNannyHours(nannyId, date).then(
      (hours) => current && setShown({ state: 'ready', hours }),
      () => current && setShown({ state: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [nannyId, date, valid]);

  return valid ? shown : { state: 'none' };
}

/** Her hours on the chosen date and the times already booked, before the parent sends. */
export function NannyHours({ date, shown }: { date: string; shown: ShownHours }) {
  if (shown.state === 'none') return null;
  return (
    <div className="nanny-hours" role="status" aria-live="polite">
      {shown.state === 'loading' && (
        <p className="form__hint">{bookingListMessages.loadingHours}</p>
      )}
      {shown.state === 'failed' && <p className="form__hint">{bookingListMessages.hoursFailed}</p>}
      {shown.state === 'ready' && shown.hours.hours.length === 0 && (
        <p>{bookingListMessages.noHoursThatDay}</p>
      )}
      {shown.state === 'ready' && shown.hours.hours.length > 0 && (
        <>
          <p>
            Her hours on {formatDate(date)}: {ranges(shown.hours.hours)}
          </p>
          <p>
            {shown.hours.booked.length === 0
              ? 'Nothing booked yet that day.'
              : `Already booked: ${ranges(shown.hours.booked)}`}
          </p>
        </>
      )}
    </div>
  );
}
