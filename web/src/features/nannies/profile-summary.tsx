import { Avatar } from '../../components/avatar';
import { ApprovalBadge } from './approval-badge';
import type { NannyProfile } from './nanny-types';
import { ProfileChangeNote } from './profile-change-note';
import { CredentialStatus } from './credential-status';

export function ProfileSummary({ profile }: { profile: NannyProfile }) {
  const name = profile.fullName.trim() === '' ? 'Your name' : profile.fullName;
  return (
    <div className="profile-summary">
      <Avatar
        src={profile.profilePhoto?.url ?? null}
        name={profile.fullName}
        alt="Your profile picture"
        placeholderLabel="No profile picture yet"
      />
      <div className="profile-summary__text">
        <h2 className="profile-summary__name">{name}</h2>
        <ApprovalBadge status={profile.status} reason={profile.rejectionReason} />
        {profile.status === 'approved' && <CredentialStatus />}
        <ProfileChangeNote change={profile.profileChange} />
        <h3 className="profile-summary__bio-title">About me</h3>
        {profile.bio.trim() === '' ? (
          <p className="form__hint">
            No bio yet. Use Edit Profile to tell families about yourself.
          </p>
        ) : (
          <p className="profile-summary__bio">{profile.bio}</p>
        )}
      </div>
    </div>
  );
}
