import { useId } from 'react';
import { Avatar } from '../../components/avatar';
import { BookingRequestForm } from './booking-request-form';
import { parentMessages } from './parent-messages';
import type { DirectoryNanny } from './parent-types';

export function NannyCard({ nanny }: { nanny: DirectoryNanny }) {
  const nameId = useId();
  const bio = nanny.bio.trim();
  // "Mon–Fri 08:00–17:00; Sat 09:00–13:00": one line per part, never broken inside a range.
  const hours = nanny.availabilitySummary
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part !== '');

  return (
    <article className="nanny-card" aria-labelledby={nameId}>
      <div className="nanny-card__head">
        <Avatar
          src={nanny.photoUrl}
          name={nanny.fullName}
          alt={`Photo of ${nanny.fullName}`}
          placeholderLabel={`No photo of ${nanny.fullName}`}
          size="small"
        />
        <h3 id={nameId} className="nanny-card__name">
          {nanny.fullName}
        </h3>
      </div>
      <p className={bio === '' ? 'nanny-card__bio form__hint' : 'nanny-card__bio'}>
        {bio === '' ? parentMessages.noBio : bio}
      </p>
      <div className="nanny-card__availability">
        <p className="nanny-card__label">Usually available</p>
        {hours.length === 0 ? (
          <p className="nanny-card__hours">No weekly hours set yet.</p>
        ) : (
          <ul className="nanny-card__hours">
            {hours.map((part) => (
              <li key={part}>{part}</li>
            ))}
          </ul>
        )}
      </div>
      <BookingRequestForm nanny={nanny} />
    </article>
  );
}
