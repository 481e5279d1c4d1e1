import { useCallback, useEffect, useId, useState } from 'react';
import { LiveAlert } from '../../../components/live-alert';
import { LoadFailed } from '../../../components/load-failed';
import { api, type ApiResponse } from '../../../lib/api/api';
import { formatDate } from '../../../lib/date-format';
import { useFormSubmit } from '../../../components/use-form-submit';
import { useCredentialChecksStore } from './credential-checks-store';
import { SecondaryButton } from '../../../components/secondary-button';
import { LoadingLine } from '../../../components/loading-line';

type HeldBooking = ApiResponse<'/api/operator/credential-held-bookings'>['bookings'][number];
type Load =
  { state: 'loading' } | { state: 'failed' } | { state: 'ready'; bookings: HeldBooking[] };

/**
 * Accepted bookings of nannies whose RBT certification was found not active since: an operator
 * keeps each (it goes ahead) or cancels it on the nanny's behalf (the parent is told).
 * Fetched again whenever the credential checks change (live).
 */
export function HeldBookings({ onDone }: { onDone: (text: string) => void }) {
  const headingId = useId();
  const checks = useCredentialChecksStore((s) => s.checks);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const fetchHeld = useCallback(
    () =>
      api
        .get('/api/operator/credential-held-bookings', {})
        .then(({ bookings }) => setLoad({ state: 'ready', bookings }))
        .catch(() => setLoad({ state: 'failed' })),
    [],
  );
  useEffect(() => {
    void fetchHeld();
  }, [fetchHeld, checks]);

  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>Bookings waiting for a decision</h3>
      {load.state === 'loading' && (
        <LoadingLine text="Loading the bookings waiting for a decision..." />
      )}
      {load.state === 'failed' && (
        <LoadFailed what="the bookings waiting for a decision" onRetry={() => void fetchHeld()} />
      )}
      {load.state === 'ready' && load.bookings.length === 0 && (
        <p className="queue__empty">No booking is waiting for a decision.</p>
      )}
      {load.state === 'ready' && load.bookings.length > 0 && (
        <ul className="queue__list" aria-label="Bookings waiting for a decision">
          {load.bookings.map((booking) => (
            <li key={booking.id}>
              <HeldItem
                booking={booking}
                onDone={(text) => {
                  onDone(text);
                  void fetchHeld();
                }}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function HeldItem({ booking, onDone }: { booking: HeldBooking; onDone: (text: string) => void }) {
  const { busy, alert, send } = useFormSubmit();
  const decide = (action: 'keep' | 'release') =>
    void send(async () => {
      const { message } = await api.post(`/api/operator/bookings/{id}/${action}`, {
        params: { id: booking.id },
        body: {},
      });
      onDone(message);
    });
  const title = `${booking.nannyName} with ${booking.parentName}, ${formatDate(booking.date)}`;
  return (
    <article className="queue-item" aria-label={title}>
      <h4 className="queue-item__name">{title}</h4>
      <p className="form__hint">
        {booking.startTime}–{booking.endTime}
      </p>
      <SecondaryButton disabled={busy} onClick={() => decide('keep')}>
        Keep booking
      </SecondaryButton>{' '}
      <SecondaryButton disabled={busy} onClick={() => decide('release')}>
        Cancel booking
      </SecondaryButton>
      <LiveAlert alert={alert} />
    </article>
  );
}
