import { useId } from 'react';
import { languageLabel, needLabel } from '@shared/directory-search';
import { NEW_NANNY_LABEL } from '@shared/reviews';
import type { SearchWindow } from '@shared/directory-search';
import { Avatar } from '../../components/avatar';
import { Disclosure } from '../../components/disclosure';
import { formatDate } from '../../lib/date-format';
import { NannyReviewList } from '../../lib/reviews';
import { BookingRequestForm } from './booking-request-form';
import { FavouriteButton } from './favourites';
import { parentMessages } from './parent-messages';
import type { DirectoryCard } from './parent-types';

function Experience({ nanny }: { nanny: DirectoryCard }) {
  if (nanny.needs.length === 0 && nanny.languages.length === 0) return null;
  return (
    <div className="nanny-card__experience">
      {nanny.matchedNeeds.length > 0 && (
        <p className="nanny-card__matches">
          Matches: {nanny.matchedNeeds.map(needLabel).join(', ')}
        </p>
      )}
      {nanny.needs.length > 0 && (
        <>
          <p className="nanny-card__label">Experience</p>
          <ul className="tags" aria-label="Experience">
            {nanny.needs.map((need) => (
              <li
                key={need}
                className={nanny.matchedNeeds.includes(need) ? 'tag tag--match' : 'tag'}
              >
                {needLabel(need)}
              </li>
            ))}
          </ul>
        </>
      )}
      {nanny.languages.length > 0 && (
        <p className="nanny-card__languages">
          <span className="nanny-card__label">Speaks</span>{' '}
          {nanny.languages.map(languageLabel).join(', ')}
        </p>
      )}
    </div>
  );
}

/** One RBT: where she is and how far, what she has done, when she is free, and the request form. */
export function NannyCard({
  nanny,
  window,
}: {
  nanny: DirectoryCard;
  /** The searched date and times, filled into the request form. */
  window: SearchWindow | null;
}) {
  const nameId = useId();
  const bio = nanny.bio.trim();
  // "Mon–Fri 08:00–17:00; Sat 09:00–13:00": one line per part, never broken inside a range.
  const hours = nanny.availabilitySummary
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  const place =
    nanny.city !== null && nanny.state !== null ? `${nanny.city}, ${nanny.state}` : null;

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
        <div className="nanny-card__who">
          <h3 id={nameId} className="nanny-card__name">
            {nanny.fullName}
          </h3>
          {(place !== null || nanny.distance !== null) && (
            <p className="nanny-card__place">
              {place}
              {place !== null && nanny.distance !== null && ' · '}
              {nanny.distance !== null && nanny.distance.label}
            </p>
          )}
        </div>
      </div>
      <FavouriteButton nannyId={nanny.id} name={nanny.fullName} />
      <p className="nanny-card__rating">
        {nanny.rating.average === null
          ? NEW_NANNY_LABEL
          : `${nanny.rating.average.toFixed(1)} ★ (${nanny.rating.count} reviews)`}
      </p>
      {nanny.cprFirstAid && (
        <p className="nanny-card__badges">
          <span className="badge badge--success">CPR / First Aid</span>
        </p>
      )}
      {nanny.credentials.length > 0 && (
        <ul className="nanny-card__credentials" aria-label="Credentials">
          {nanny.credentials.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      <p className={bio === '' ? 'nanny-card__bio form__hint' : 'nanny-card__bio'}>
        {bio === '' ? parentMessages.noBio : bio}
      </p>
      <Experience nanny={nanny} />
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
        {nanny.nextAvailableOn !== null && (
          <p className="nanny-card__next">Next available {formatDate(nanny.nextAvailableOn)}</p>
        )}
      </div>
      <Disclosure label="Reviews">{() => <NannyReviewList nannyId={nanny.id} />}</Disclosure>
      {/* The form opens on request, so a page of cards stays short enough to scan. */}
      <Disclosure
        label="Request booking"
        className={(open) =>
          `button ${open ? 'button--secondary' : 'button--primary'} nanny-card__request`
        }
      >
        {() => (
          <BookingRequestForm
            key={window === null ? '' : `${window.date} ${window.start} ${window.end}`}
            nanny={nanny}
            window={window}
          />
        )}
      </Disclosure>
    </article>
  );
}
