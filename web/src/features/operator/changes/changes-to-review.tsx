import { useEffect, useId } from 'react';
import { LiveAlert } from '../../../components/live-alert';
import { LoadFailed } from '../../../components/load-failed';
import { ChangeItem } from './change-item';
import { changeMessages } from './change-messages';
import { useProfileChangesStore } from './profile-changes-store';
import { useDoneNotice } from '../shared/use-done-notice';

/**
 * Approved nannies' new names, bios and photos, longest waiting first, each before and after
 * with Approve changes and Reject changes. Parents see none of it until it is approved; the
 * list follows the live connection.
 */
export function ChangesToReview() {
  const headingId = useId();
  const { heading, notice, onDone } = useDoneNotice();
  const load = useProfileChangesStore((state) => state.load);
  const changes = useProfileChangesStore((state) => state.changes);
  const more = useProfileChangesStore((state) => state.more);
  const open = useProfileChangesStore((state) => state.open);

  useEffect(() => {
    void open();
  }, [open]);

  return (
    <section className="card queue" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1} className="queue__title">
        {changeMessages.title}
      </h2>
      <LiveAlert alert={notice} />
      {load === 'loading' && (
        <p className="loading" role="status">
          {changeMessages.loading}
        </p>
      )}
      {load === 'failed' && <LoadFailed what="the changes to review" onRetry={() => void open()} />}
      {load === 'ready' && changes.length === 0 && (
        <p className="queue__empty">{changeMessages.none}</p>
      )}
      {load === 'ready' && changes.length > 0 && (
        <ul className="queue__list" aria-label={changeMessages.title}>
          {changes.map((change) => (
            <li key={change.nannyId}>
              <ChangeItem change={change} onDone={onDone} />
            </li>
          ))}
        </ul>
      )}
      {load === 'ready' && more && <p className="form__hint">{changeMessages.more}</p>}
    </section>
  );
}
