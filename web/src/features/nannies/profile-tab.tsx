import { useDeferredValue, useId, useState } from 'react';
import type { ReactNode } from 'react';
import { EditProfileForm } from './edit-profile-form';
import { ExperienceForm } from './experience-form';
import { ManageDocuments } from './manage-documents';
import type { NannyProfile } from './nanny-types';
import { ProfileSummary } from './profile-summary';
import { ServiceAreaForm } from './service-area-form';
import { ToggleButton } from './toggle-button';

interface ProfileTabProps {
  profile: NannyProfile;
  accountSettings: ReactNode;
}

export function ProfileTab({ profile, accountSettings }: ProfileTabProps) {
  const documentsId = useId();
  const editId = useId();
  const [documentsOpen, setDocumentsOpen] = useState(false);
  const [editOpen, setEditOpen] = useState(false);
  const formsShown = useDeferredValue(true, false);

  return (
    <>
      <section className="card profile-card" aria-label="Your profile">
        <ProfileSummary profile={profile} />
        <div className="profile-card__toggles">
          <ToggleButton open={documentsOpen} controls={documentsId} onToggle={setDocumentsOpen}>
            Manage Documents
          </ToggleButton>
          <ToggleButton open={editOpen} controls={editId} onToggle={setEditOpen}>
            Edit Profile
          </ToggleButton>
        </div>
      </section>
      {documentsOpen && <ManageDocuments id={documentsId} profile={profile} />}
      {formsShown && <ServiceAreaForm area={profile.serviceArea ?? null} />}
      {formsShown && (
        <ExperienceForm experience={profile.experience ?? { needs: [], languages: [] }} />
      )}
      {editOpen && (
        <div id={editId} className="edit-profile">
          <EditProfileForm profile={profile} />
          {accountSettings}
        </div>
      )}
    </>
  );
}
