import { useEffect, useId, useRef } from 'react';
import { LoadFailed } from '../../components/load-failed';
import { useRefreshWhileVisible } from '../../lib/use-refresh-while-visible';
import { DirectoryPager } from './directory-pager';
import { useDirectoryStore } from './directory-store';
import { NannyCard } from './nanny-card';
import { parentMessages } from './parent-messages';

const REFRESH_MS = 30_000;

/** "Browse Available RBTs": one page of approved nannies at a time, each bookable. */
export function DirectorySection() {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const load = useDirectoryStore((state) => state.load);
  const nannies = useDirectoryStore((state) => state.nannies);
  const firstShown = useDirectoryStore((state) => state.cursors.before.length === 0);
  const openFirst = useDirectoryStore((state) => state.openFirst);
  const retry = useDirectoryStore((state) => state.retry);
  const refresh = useDirectoryStore((state) => state.refresh);

  useEffect(() => {
    void openFirst();
  }, [openFirst]);
  useRefreshWhileVisible(() => void refresh(), REFRESH_MS);

  // The pressed button may be disabled by the move; the heading keeps the reader's place.
  const toTop = () => {
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView({ block: 'start' });
  };

  return (
    <section className="card directory" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1} className="directory__title">
        Browse Available RBTs
      </h2>
      <p className="form__hint">
        Every RBT nanny here has been approved by our team. Choose a date and time on a card to send
        a booking request.
      </p>
      {load === 'loading' && (
        <p className="loading" role="status">
          {parentMessages.loadingDirectory}
        </p>
      )}
      {load === 'failed' && <LoadFailed what="the available RBTs" onRetry={() => void retry()} />}
      {load === 'ready' && nannies.length === 0 && (
        <p className="directory__empty">
          {firstShown ? parentMessages.noNannies : 'No more RBTs on this page.'}
        </p>
      )}
      {load === 'ready' && nannies.length > 0 && (
        <ul className="directory__list" aria-label="Available RBTs">
          {nannies.map((nanny) => (
            <li key={nanny.id}>
              <NannyCard nanny={nanny} />
            </li>
          ))}
        </ul>
      )}
      <DirectoryPager onTurn={toTop} />
    </section>
  );
}
