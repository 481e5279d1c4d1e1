import { useId, useRef, useState } from 'react';
import { LiveAlert, successAlert } from '../../../components/live-alert';
import type { AlertMessage } from '../../../components/live-alert';
import { LoadFailed } from '../../../components/load-failed';
import { emptyQueueText, queueStatusLabels, reviewMessages } from './review-messages';
import { useOperatorStore } from './review-store';
import { PageNav } from '../../../components/page-nav';
import { QueueItem } from './queue-item';
import { StatusFilter } from './status-filter';
import { useLoadOnShow } from '../../../lib/use-load-on-show';
import { LoadingLine } from '../../../components/loading-line';

/** Nannies of one review status, 25 a page, each with her documents and the decisions open. */
export function ReviewQueue() {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [notice, setNotice] = useState<AlertMessage | null>(null);
  const status = useOperatorStore((state) => state.status);
  const load = useOperatorStore((state) => state.load);
  const nannies = useOperatorStore((state) => state.nannies);
  const cursors = useOperatorStore((state) => state.cursors);
  const show = useOperatorStore((state) => state.show);
  const openFirst = useOperatorStore((state) => state.openFirst);
  const retry = useOperatorStore((state) => state.retry);
  const next = useOperatorStore((state) => state.next);
  const previous = useOperatorStore((state) => state.previous);

  useLoadOnShow(openFirst);

  // A pressed button that goes away with its nanny (or a page) leaves focus on the heading.
  const toTop = () => {
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView({ block: 'start' });
  };
  const turn = (move: () => Promise<void>) => {
    setNotice(null);
    toTop();
    void move();
  };
  const onDone = (text: string, left: boolean) => {
    setNotice(successAlert(text));
    if (left) heading.current?.focus({ preventScroll: true });
  };

  return (
    <section className="card queue" aria-labelledby={headingId}>
      <div className="queue__head">
        <h2 id={headingId} ref={heading} tabIndex={-1} className="queue__title">
          Review queue
        </h2>
        <StatusFilter
          value={status}
          onChange={(chosen) => {
            setNotice(null);
            void show(chosen);
          }}
        />
      </div>
      <LiveAlert alert={notice} />
      {load === 'loading' && <LoadingLine text={reviewMessages.loadingQueue} />}
      {load === 'failed' && <LoadFailed what="the review queue" onRetry={() => void retry()} />}
      {load === 'ready' && nannies.length === 0 && (
        <p className="queue__empty">
          {cursors.before.length === 0 ? emptyQueueText[status] : reviewMessages.noMoreNannies}
        </p>
      )}
      {load === 'ready' && nannies.length > 0 && (
        <ul className="queue__list" aria-label={`${queueStatusLabels[status]} nannies`}>
          {nannies.map((nanny) => (
            <li key={nanny.id}>
              <QueueItem nanny={nanny} onDone={onDone} />
            </li>
          ))}
        </ul>
      )}
      <PageNav
        label="Review queue pages"
        cursors={cursors}
        onPrevious={() => turn(previous)}
        onNext={() => turn(next)}
      />
    </section>
  );
}
