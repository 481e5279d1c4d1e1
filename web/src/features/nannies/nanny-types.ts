// The shapes of the nanny API (GET /api/nanny/profile and every write that answers { nanny }).
import type { Weekday } from '@shared/booking-times';

export interface DocumentInfo {
  /** A same-origin address that serves the file to its owner. */
  url: string;
  contentType: string;
  uploadedAt: string;
  fileName: string | null;
}

export type ApprovalStatus = 'pending' | 'approved' | 'rejected';

export interface BackgroundCheckInfo extends DocumentInfo {
  status: 'pending' | 'verified' | 'rejected';
  rejectionReason: string | null;
}

export { WEEKDAYS as weekdays, type Weekday } from '@shared/booking-times';

/** Times are "HH:MM" on 15-minute steps. */
export interface DayAvailability {
  available: boolean;
  startTime: string;
  endTime: string;
}

export type WeeklyAvailability = Record<Weekday, DayAvailability>;

export interface SingleDayAvailability {
  id: string;
  /** YYYY-MM-DD */
  date: string;
  startTime: string;
  endTime: string;
}

export type NewSingleDay = Omit<SingleDayAvailability, 'id'>;

/** An approved nanny's last change of name, bio or photo: waiting for review, or refused. */
export interface ProfileChange {
  status: 'pending' | 'rejected';
  rejectionReason: string | null;
}

export interface NannyProfile {
  id: string;
  /** Name, bio and photo as she last saved them, whether or not they wait for review. */
  fullName: string;
  email: string;
  bio: string;
  status: ApprovalStatus;
  rejectionReason: string | null;
  profileChange: ProfileChange | null;
  agreedToPayment: boolean;
  profilePhoto: DocumentInfo | null;
  rbtCertification: DocumentInfo | null;
  photoId: DocumentInfo | null;
  backgroundCheck: BackgroundCheckInfo | null;
  weeklyAvailability: WeeklyAvailability;
  singleDayAvailability: SingleDayAvailability[];
  /** Where she works; null until she sets it (parents with a ZIP do not see her until then). */
  serviceArea?: ServiceArea | null;
  experience?: Experience;
  /** Her CPR / First Aid card and its review. */
  cprFirstAid?: CprFirstAid;
}

export interface ServiceArea {
  zip: string;
  city: string;
  state: string;
  radiusMiles: number;
}

/** Ids from NEEDS and LANGUAGES (@shared/directory-search). */
export interface Experience {
  needs: string[];
  languages: string[];
}

export interface CprFirstAidReview {
  status: 'none' | 'pending' | 'verified' | 'rejected';
  /** YYYY-MM-DD, once verified. */
  validUntil: string | null;
  rejectionReason: string | null;
}

export interface CprFirstAid extends CprFirstAidReview {
  document: DocumentInfo | null;
}

export type DocumentKind =
  'profile-photo' | 'rbt-certification' | 'photo-id' | 'background-check' | 'cpr-first-aid';

export interface ProfileChanges {
  fullName: string;
  bio: string;
}
