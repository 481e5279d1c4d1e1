import { BackgroundBadge } from './background-badge';
import { BackgroundCheckHelp } from './background-check-help';
import { CprBadge } from './cpr-badge';
import { DocumentUpload } from './document-upload';
import type { NannyProfile } from './nanny-types';

export function ManageDocuments({ id, profile }: { id: string; profile: NannyProfile }) {
  return (
    <section id={id} className="card documents" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Documents</h2>
      <p className="form__hint">
        Our team reviews your RBT certification and photo ID before families can see your profile.
        Only you and our team can open these files.
      </p>
      <ul className="documents__list">
        <DocumentUpload kind="profile-photo" file={profile.profilePhoto} />
        <DocumentUpload
          kind="rbt-certification"
          file={profile.rbtCertification}
          approved={profile.status === 'approved'}
        />
        <DocumentUpload
          kind="photo-id"
          file={profile.photoId}
          approved={profile.status === 'approved'}
        />
        <DocumentUpload
          kind="background-check"
          file={profile.backgroundCheck}
          info={<BackgroundCheckHelp />}
          badge={<BackgroundBadge check={profile.backgroundCheck} />}
        />
        <DocumentUpload
          kind="cpr-first-aid"
          file={profile.cprFirstAid?.document ?? null}
          badge={<CprBadge review={profile.cprFirstAid} />}
        />
      </ul>
    </section>
  );
}
