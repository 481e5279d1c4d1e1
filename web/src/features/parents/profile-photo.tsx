import { Avatar } from '../../components/avatar';
import { FileUploadField } from '../../components/file-upload-field';
import { describeFileRules, photoFileRules } from '@shared/upload-rules';
import { parentMessages } from './parent-messages';
import { useParentStore } from './parent-store';
import type { ParentProfile } from './parent-types';

/** The picture, and a picker that uploads a new one at once (Save Profile is not needed). */
export function ProfilePhoto({ profile }: { profile: ParentProfile }) {
  const uploadPhoto = useParentStore((state) => state.uploadPhoto);
  const photo = profile.profilePhoto;

  return (
    <div className="parent-photo">
      <Avatar
        src={photo?.url ?? null}
        name={profile.fullName}
        alt="Your profile picture"
        placeholderLabel="No profile picture yet"
      />
      <div className="parent-photo__upload">
        <FileUploadField
          label={`${photo === null ? 'Upload' : 'Replace'} profile picture`}
          noun="profile picture"
          rules={photoFileRules}
          success={parentMessages.photoUpdated}
          failure={parentMessages.photoFailed}
          upload={uploadPhoto}
          hint={describeFileRules(photoFileRules)}
        />
      </div>
    </div>
  );
}
