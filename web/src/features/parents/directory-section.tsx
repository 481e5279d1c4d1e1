import { useEffect, useId, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { NO_FAVOURITE_MATCH_MESSAGE, NO_MATCH_MESSAGE, searchOf } from '@shared/directory-search';
import type { SearchParams } from '@shared/directory-search';
import { todayIn } from '@shared/booking-times';
import { LoadFailed } from '../../components/load-failed';
import { usePlatformStore, ZoneFallbackNotice } from '../../lib/bookings';
import { useRefreshWhileVisible } from '../../lib/use-refresh-while-visible';
import { DirectoryHome } from './directory-home';
import { DirectoryPager } from './directory-pager';
import { DirectorySearchBar } from './directory-search-bar';
import { useFavouritesStore } from './favourites-store';
import { useDirectoryStore } from './directory-store';
import { addressWith, narrowsDown, queryOf, searchParamsFrom } from './directory-url';
import { NannyCard } from './nanny-card';
import { parentMessages } from './parent-messages';
import { useParentStore } from './parent-store';
import { SavedSearches } from './saved-searches';
import { browserTimeZone } from '../../lib/calendar';
import { useLoadOnShow } from '../../lib/use-load-on-show';
import { LoadingLine } from '../../components/loading-line';

const REFRESH_MS = 30_000;
// Until GET /api/platform answers, the browser's zone stands in; the server checks again.

/** "Browse Available RBTs": the search (kept in the address) and one page of its results. */
export function DirectorySection() {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [address, setAddress] = useSearchParams();
  const timeZone = usePlatformStore((state) => state.timeZone) ?? browserTimeZone();
  const loadPlatform = usePlatformStore((state) => state.load);
  const home = useParentStore((state) => state.profile?.home ?? null);
  const load = useDirectoryStore((state) => state.load);
  const nannies = useDirectoryStore((state) => state.nannies);
  const shownSearch = useDirectoryStore((state) => state.search);
  const firstShown = useDirectoryStore((state) => state.cursors.before.length === 0);
  const show = useDirectoryStore((state) => state.show);
  const reload = useDirectoryStore((state) => state.reload);
  const retry = useDirectoryStore((state) => state.retry);
  const refresh = useDirectoryStore((state) => state.refresh);

  const params = searchParamsFrom(address);
  const paramsKey = JSON.stringify(params);
  // The address is the search: a shared link or the back button brings it back as it was.
  const checked = useMemo(
    () => searchOf(JSON.parse(paramsKey) as SearchParams, timeZone, new Date()),
    [paramsKey, timeZone],
  );
  const searchKey = checked.ok ? queryOf(checked.value, null) : null;

  useLoadOnShow(loadPlatform);
  useEffect(() => {
    if (checked.ok) void show(checked.value);
    // The key stands for the search: a new object for the same search loads nothing again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [searchKey, show]);
  useRefreshWhileVisible(() => void refresh(), REFRESH_MS);
  // With only her favourites shown, a heart given or taken changes the list at once.
  const hearts = useFavouritesStore((state) => state.nannies);
  const onlyFavourites = shownSearch.favourites;
  useEffect(() => {
    if (onlyFavourites) void refresh();
  }, [hearts, onlyFavourites, refresh]);

  // The pressed button may be disabled by the move; the heading keeps the reader's place.
  const toTop = () => {
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView({ block: 'start' });
  };
  const search = (next: SearchParams) => setAddress(addressWith(address, next));
  const emptyText = shownSearch.favourites
    ? NO_FAVOURITE_MATCH_MESSAGE
    : home !== null || narrowsDown(shownSearch)
      ? NO_MATCH_MESSAGE
      : parentMessages.noNannies;

  return (
    <section className="card directory" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1} className="directory__title">
        Browse Available RBTs
      </h2>
      <p className="form__hint">
        Every RBT nanny here has been approved by our team. Search by when you need care and what
        your child needs, then send a booking request from a card.
      </p>
      <DirectoryHome home={home} onSaved={() => void reload()} />
      <ZoneFallbackNotice />
      <DirectorySearchBar
        key={paramsKey}
        params={params}
        hasHome={home !== null}
        timeZone={timeZone}
        today={todayIn(new Date(), timeZone)}
        onSearch={search}
      />
      <SavedSearches current={checked.ok ? checked.value : null} onRun={search} />
      {!checked.ok && (
        <p className="form-message form-message--error" role="alert">
          {checked.problem}
        </p>
      )}
      {checked.ok && load === 'loading' && <LoadingLine text={parentMessages.loadingDirectory} />}
      {checked.ok && load === 'failed' && (
        <LoadFailed what="the available RBTs" onRetry={() => void retry()} />
      )}
      {checked.ok && load === 'ready' && nannies.length === 0 && (
        <p className="directory__empty">{firstShown ? emptyText : 'No more RBTs on this page.'}</p>
      )}
      {checked.ok && load === 'ready' && nannies.length > 0 && (
        <ul className="directory__list" aria-label="Available RBTs">
          {nannies.map((nanny) => (
            <li key={nanny.id}>
              <NannyCard nanny={nanny} window={shownSearch.window} />
            </li>
          ))}
        </ul>
      )}
      {checked.ok && <DirectoryPager onTurn={toTop} />}
    </section>
  );
}
