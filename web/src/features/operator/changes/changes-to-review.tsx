import { ChangeItem } from './change-item';
import { changeMessages } from './change-messages';
import { useProfileChangesStore } from './profile-changes-store';
import { QueueList, QueueSection } from '../shared/queue-section';
import { useDoneNotice } from '../shared/use-done-notice';

/**
 * Approved nannies' new names, bios and photos, longest waiting first, each before and after
 * with Approve changes and Reject changes. Parents see none of it until it is approved; the
 * list follows the live connection.
 */
export function ChangesToReview() {
  const { heading, notice, onDone } = useDoneNotice();
  const load = useProfileChangesStore((state) => state.load);
  const changes = useProfileChangesStore((state) => state.changes);
  const more = useProfileChangesStore((state) => state.more);
  const open = useProfileChangesStore((state) => state.open);
  return (
    <QueueSection
      title={changeMessages.title}
      heading={heading}
      notice={notice}
      load={load}
      loading={changeMessages.loading}
      what="the changes to review"
      open={open}
    >
      <QueueList
        label={changeMessages.title}
        items={changes}
        empty={changeMessages.none}
        keyOf={(change) => change.nannyId}
        render={(change) => <ChangeItem change={change} onDone={onDone} />}
      />
      {more && <p className="form__hint">{changeMessages.more}</p>}
    </QueueSection>
  );
}
