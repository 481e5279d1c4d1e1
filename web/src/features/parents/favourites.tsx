import { useEffect, useId, useState } from 'react';
import { LiveAlert } from '../../components/live-alert';
import { useFormSubmit } from '../../components/use-form-submit';
import { BookingRequestForm } from './booking-request-form';
import type { Favourite } from './favourites-api';
import { useFavouritesStore } from './favourites-store';

/** The heart on a nanny card: adds her to the favourites, or takes her off. */
export function FavouriteButton({ nannyId, name }: { nannyId: string; name: string }) {
  const hearted = useFavouritesStore((state) => state.nannies.some((n) => n.id === nannyId));
  const show = useFavouritesStore((state) => state.show);
  const toggle = useFavouritesStore((state) => state.toggle);
  const { busy, alert, send } = useFormSubmit();
  useEffect(() => {
    void show();
  }, [show]);
  return (
    <>
      <button
        type="button"
        className="button button--secondary button--small"
        aria-pressed={hearted}
        title={hearted ? `Remove ${name} from favourites` : `Add ${name} to favourites`}
        disabled={busy}
        onClick={() => void send(() => toggle(nannyId))}
      >
        <span aria-hidden="true">{hearted ? '♥' : '♡'}</span> Favourite
      </button>
      <LiveAlert alert={alert} />
    </>
  );
}

/** One favourite: her name, and the request form one press away while she is listed. */
function FavouriteItem({ nanny }: { nanny: Favourite }) {
  const formId = useId();
  const [open, setOpen] = useState(false);
  if (!nanny.listed) return <>{nanny.fullName} (not taking bookings now)</>;
  const asked = {
    id: nanny.id,
    fullName: nanny.fullName,
    bio: '',
    photoUrl: null,
    availabilitySummary: '',
  };
  return (
    <>
      {nanny.fullName}{' '}
      <button
        type="button"
        className="button button--secondary button--small"
        aria-expanded={open}
        aria-controls={formId}
        onClick={() => setOpen(!open)}
      >
        Request booking
      </button>
      {open && (
        <div id={formId}>
          <BookingRequestForm nanny={asked} />
        </div>
      )}
    </>
  );
}

/** Her favourite nannies, newest heart first, each one press from a request. */
export function FavouritesList() {
  const headingId = useId();
  const load = useFavouritesStore((state) => state.load);
  const nannies = useFavouritesStore((state) => state.nannies);
  const show = useFavouritesStore((state) => state.show);
  useEffect(() => {
    void show();
  }, [show]);
  if (load !== 'ready' || nannies.length === 0) return null;
  return (
    <section className="card favourites" aria-labelledby={headingId}>
      <h2 id={headingId}>Your favourites</h2>
      <ul>
        {nannies.map((nanny) => (
          <li key={nanny.id}>
            <FavouriteItem nanny={nanny} />
          </li>
        ))}
      </ul>
    </section>
  );
}
