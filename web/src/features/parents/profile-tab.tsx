import { useId } from 'react';
import type { ReactNode } from 'react';
import type { ParentProfile } from './parent-types';
import { ProfileForm } from './profile-form';
import { ProfilePhoto } from './profile-photo';

interface ProfileTabProps {
  profile: ParentProfile;
  accountSettings: ReactNode;
}

export function ProfileTab({ profile, accountSettings }: ProfileTabProps) {
  const headingId = useId();
  return (
    <>
      <section className="card parent-profile" aria-labelledby={headingId}>
        <h2 id={headingId}>Your profile</h2>
        <p className="form__hint">
          RBT nannies see your name, photo and what you share here when you request a booking.
        </p>
        <ProfilePhoto profile={profile} />
        <ProfileForm profile={profile} />
      </section>
      {accountSettings}
    </>
  );
}
