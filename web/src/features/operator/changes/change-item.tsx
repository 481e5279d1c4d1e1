import { useId } from 'react';
import { Avatar } from '../../../components/avatar';
import { ChangeActions } from './change-actions';
import { changeMessages } from './change-messages';
import type { ChangedField, ProfileChangeToReview, ProfileVersion } from './change-types';
import { formatInstant } from '../../../lib/date-format';

const fieldLabels: Record<ChangedField, string> = { fullName: 'Name', bio: 'Bio', photo: 'Photo' };

/** One side of the comparison: what parents see now, or what she asks them to see. */
function VersionColumn({
  title,
  version,
  photoChanged,
}: {
  title: string;
  version: ProfileVersion;
  photoChanged: boolean;
}) {
  const bio = version.bio.trim();
  return (
    <div className="change-item__version">
      <h4 className="change-item__side">{title}</h4>
      <Avatar
        src={version.photoUrl}
        name={version.fullName}
        alt={`${title}: photo of ${version.fullName}`}
        placeholderLabel={`${title}: no photo`}
        size="small"
      />
      {!photoChanged && title === 'After' && (
        <p className="form__hint">{changeMessages.photoUnchanged}</p>
      )}
      <p className="change-item__name">{version.fullName}</p>
      <p className={bio === '' ? 'queue-item__bio form__hint' : 'queue-item__bio'}>
        {bio === '' ? 'No bio provided.' : bio}
      </p>
    </div>
  );
}

/** An approved nanny's waiting change: before and after side by side, and the decision. */
export function ChangeItem({
  change,
  onDone,
}: {
  change: ProfileChangeToReview;
  onDone: (text: string) => void;
}) {
  const nameId = useId();
  const photoChanged = change.changed.includes('photo');
  return (
    <article className="queue-item" aria-labelledby={nameId}>
      <div className="change-item__who">
        <h3 id={nameId} className="queue-item__name">
          {change.before.fullName}
        </h3>
        <p className="queue-item__email">{change.email}</p>
        <p className="form__hint">
          Changed: {change.changed.map((field) => fieldLabels[field]).join(', ') || 'nothing'} ·
          submitted {formatInstant(change.submittedAt, 'mediumDate', 'reader')}
        </p>
      </div>
      <div className="change-item__versions">
        <VersionColumn title="Before" version={change.before} photoChanged={photoChanged} />
        <VersionColumn title="After" version={change.after} photoChanged={photoChanged} />
      </div>
      <ChangeActions change={change} onDone={onDone} />
    </article>
  );
}
