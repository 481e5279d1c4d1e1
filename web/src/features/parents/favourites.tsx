import { useId } from 'react';
import { LiveAlert } from '../../components/live-alert';
import { useFormSubmit } from '../../components/use-form-submit';
import type { Favourite } from './favourites-api';
import { useFavouritesStore } from './favourites-store';
import { RequestFormToggle } from './request-form-toggle';
import { useLoadOnShow } from '../../lib/use-load-on-show';

/** The heart on a nanny card: adds her to the favourites, or takes her off. */
export function FavouriteButton({ nannyId, name }: { nannyId: string; name: string }) {
  const hearted = useFavouritesStore((state) => state.nannies.some((n) => n.id === nannyId));
  const show = useFavouritesStore((state) => state.show);
  const toggle = useFavouritesStore((state) => state.toggle);
  const { busy, alert, send } = useFormSubmit();
  useLoadOnShow(show);
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
  if (!nanny.listed) return <>{nanny.fullName} (not taking bookings now)</>;
  return (
    <>
      {nanny.fullName} <RequestFormToggle label="Request booking" nanny={nanny} />
    </>
  );
}

/** Her favourite nannies, newest heart first, each one press from a request. */
export function FavouritesList() {
  const headingId = useId();
  const load = useFavouritesStore((state) => state.load);
  const nannies = useFavouritesStore((state) => state.nannies);
  const show = useFavouritesStore((state) => state.show);
  useLoadOnShow(show);
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
