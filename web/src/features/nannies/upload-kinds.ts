import { documentFileRules, photoFileRules } from '@shared/upload-rules';
import type { FileRules } from '@shared/upload-rules';
import type { DocumentKind } from './nanny-types';

// What each upload accepts and says.

export interface UploadKind extends FileRules {
  kind: DocumentKind;
  label: string;
  /** The label inside a sentence: "Upload photo ID". */
  noun: string;
  hint: string;
  viewLabel: string;
  success: string;
  failure: string;
}

export const uploadKinds: Record<DocumentKind, UploadKind> = {
  'profile-photo': {
    kind: 'profile-photo',
    label: 'Profile picture',
    noun: 'profile picture',
    hint: 'Parents see it once your profile is approved.',
    ...photoFileRules,
    viewLabel: 'View profile picture',
    success: 'Profile picture updated successfully!',
    failure: 'Failed to upload profile picture.',
  },
  'rbt-certification': {
    kind: 'rbt-certification',
    label: 'RBT certification',
    noun: 'RBT certification',
    hint: 'Required.',
    ...documentFileRules,
    viewLabel: 'View RBT certification',
    success: 'RBT Certification uploaded successfully!',
    failure: 'Failed to upload RBT certification.',
  },
  'photo-id': {
    kind: 'photo-id',
    label: 'Photo ID',
    noun: 'photo ID',
    hint: 'Required for approval.',
    ...documentFileRules,
    viewLabel: 'View photo ID',
    success: 'Photo ID uploaded successfully!',
    failure: 'Failed to upload photo ID.',
  },
  'background-check': {
    kind: 'background-check',
    label: 'Background check',
    noun: 'background check',
    hint: 'Optional, and recommended.',
    ...documentFileRules,
    viewLabel: 'View background check',
    success: 'Background check uploaded successfully! It is now pending approval.',
    failure: 'Failed to upload background check.',
  },
  'cpr-first-aid': {
    kind: 'cpr-first-aid',
    label: 'CPR / First Aid',
    noun: 'CPR / First Aid card',
    hint: 'Optional. Parents can look for RBTs with a current card once our team verifies it.',
    ...documentFileRules,
    viewLabel: 'View CPR / First Aid card',
    success: 'CPR / First Aid card uploaded successfully! It is now pending review.',
    failure: 'Failed to upload CPR / First Aid card.',
  },
};
