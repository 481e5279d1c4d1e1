import { profileChangeMessages } from './nanny-messages';
import type { ProfileChange } from './nanny-types';

/**
 * Under her badge: her latest name, bio or photo waits for an operator, or was refused and why.
 * The region is always in the page, so a decision arriving live is announced.
 */
export function ProfileChangeNote({ change }: { change: ProfileChange | null }) {
  const reason = change?.rejectionReason?.trim() ?? '';
  return (
    <div role="status" aria-live="polite">
      {change !== null && (
        <div className={`profile-change profile-change--${change.status}`}>
          <p className="profile-change__text">{profileChangeMessages[change.status]}</p>
          {change.status === 'rejected' && reason !== '' && (
            <p className="approval__reason">
              {profileChangeMessages.reasonPrefix} {reason}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
