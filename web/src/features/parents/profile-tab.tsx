import { useId } from 'react';
import type { ReactNode } from 'react';
import { useDirectoryStore } from './directory-store';
import { HomeZipForm } from './home-zip-form';
import type { ParentProfile } from './parent-types';
import { ProfileForm } from './profile-form';
import { ProfilePhoto } from './profile-photo';

interface ProfileTabProps {
  profile: ParentProfile;
  accountSettings: ReactNode;
}

export function ProfileTab({ profile, accountSettings }: ProfileTabProps) {
  const headingId = useId();
  const reloadDirectory = useDirectoryStore((state) => state.reload);
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
      <section className="card parent-home" aria-labelledby={`${headingId}-home`}>
        <h2 id={`${headingId}-home`}>Home ZIP code</h2>
        <p className="form__hint">
          The directory shows RBTs who travel to your ZIP code, nearest first. Nannies never see
          your address.
        </p>
        <HomeZipForm name="Home ZIP code" onSaved={() => void reloadDirectory()} />
      </section>
      {accountSettings}
    </>
  );
}
