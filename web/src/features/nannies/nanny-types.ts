// The shapes of the nanny API (GET /api/nanny/profile and every write that answers { nanny }),
// as the server's route schemas declare them (generated: web/src/lib/api/schema.ts).
import type { ApiBody, ApiResponse } from '../../lib/api/api';

export type NannyProfile = ApiResponse<'/api/nanny/profile'>['nanny'];

export type DocumentInfo = NonNullable<NannyProfile['rbtCertification']>;

export type ApprovalStatus = NannyProfile['status'];

export type BackgroundCheckInfo = NonNullable<NannyProfile['backgroundCheck']>;

export { WEEKDAYS as weekdays, type Weekday } from '@shared/booking-times';

/** Times are "HH:MM" on 15-minute steps. */
export type WeeklyAvailability = NannyProfile['weeklyAvailability'];

export type DayAvailability = WeeklyAvailability['monday'];

export type SingleDayAvailability = NannyProfile['singleDayAvailability'][number];

export type NewSingleDay = ApiBody<'/api/nanny/availability/single-days'>;

/** An approved nanny's last change of name, bio or photo: waiting for review, or refused. */
export type ProfileChange = NonNullable<NannyProfile['profileChange']>;

/** Where she works; null until she sets it (parents with a ZIP do not see her until then). */
export type ServiceArea = NonNullable<NannyProfile['serviceArea']>;

/** Ids from NEEDS and LANGUAGES (@shared/directory-search). */
export type Experience = NannyProfile['experience'];

/** Her CPR / First Aid card and its review. */
type CprFirstAid = NannyProfile['cprFirstAid'];

export type CprFirstAidReview = Omit<CprFirstAid, 'document'>;

export type DocumentKind =
  'profile-photo' | 'rbt-certification' | 'photo-id' | 'background-check' | 'cpr-first-aid';

export type ProfileChanges = ApiBody<'/api/nanny/profile', 'put'>;
