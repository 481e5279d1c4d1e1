import { Type } from '@sinclair/typebox';
import { errorResponsesFor, UploadedFileInfo } from '../../infra/http/responses.js';

const Time = Type.String({ maxLength: 5 });
export const DayAvailability = Type.Object({
  available: Type.Boolean(),
  startTime: Time,
  endTime: Time,
});
export const WeeklyAvailability = Type.Object({
  monday: DayAvailability,
  tuesday: DayAvailability,
  wednesday: DayAvailability,
  thursday: DayAvailability,
  friday: DayAvailability,
  saturday: DayAvailability,
  sunday: DayAvailability,
});

const DocumentStatus = Type.Union([
  Type.Literal('pending'),
  Type.Literal('verified'),
  Type.Literal('rejected'),
]);
/** Her CPR / First Aid card (null until uploaded) and its review. */
export const CprFirstAid = Type.Object({
  document: Type.Union([UploadedFileInfo, Type.Null()]),
  status: Type.Union([Type.Literal('none'), DocumentStatus]),
  validUntil: Type.Union([Type.String(), Type.Null()]),
  rejectionReason: Type.Union([Type.String(), Type.Null()]),
});
/** Where she works: her ZIP's place and how far she travels (never coordinates). */
export const ServiceArea = Type.Object({
  zip: Type.String(),
  city: Type.String(),
  state: Type.String(),
  radiusMiles: Type.Integer(),
});
export const Experience = Type.Object({
  needs: Type.Array(Type.String()),
  languages: Type.Array(Type.String()),
});

export const NannyProfile = Type.Object({
  id: Type.String(),
  fullName: Type.String(),
  email: Type.String(),
  bio: Type.String(),
  status: Type.Union([Type.Literal('pending'), Type.Literal('approved'), Type.Literal('rejected')]),
  rejectionReason: Type.Union([Type.String(), Type.Null()]),
  /** An approved nanny's last edit of name, bio or photo: waiting for review, or refused. */
  profileChange: Type.Union([
    Type.Object({
      status: Type.Union([Type.Literal('pending'), Type.Literal('rejected')]),
      rejectionReason: Type.Union([Type.String(), Type.Null()]),
    }),
    Type.Null(),
  ]),
  agreedToPayment: Type.Boolean(),
  profilePhoto: Type.Union([UploadedFileInfo, Type.Null()]),
  rbtCertification: Type.Union([UploadedFileInfo, Type.Null()]),
  photoId: Type.Union([UploadedFileInfo, Type.Null()]),
  backgroundCheck: Type.Union([
    Type.Intersect([
      UploadedFileInfo,
      Type.Object({
        status: Type.Union([
          Type.Literal('pending'),
          Type.Literal('verified'),
          Type.Literal('rejected'),
        ]),
        rejectionReason: Type.Union([Type.String(), Type.Null()]),
        /** The last day the verified check in force counts (12 months); null when none is. */
        validUntil: Type.Union([Type.String(), Type.Null()]),
        /** Past that day: "Background check expired". */
        expired: Type.Boolean(),
      }),
    ]),
    Type.Null(),
  ]),
  cprFirstAid: CprFirstAid,
  serviceArea: Type.Union([ServiceArea, Type.Null()]),
  experience: Experience,
  weeklyAvailability: WeeklyAvailability,
  singleDayAvailability: Type.Array(
    Type.Object({
      id: Type.String(),
      date: Type.String(),
      startTime: Type.String(),
      endTime: Type.String(),
    }),
  ),
});

export const NannyReply = Type.Object({ nanny: NannyProfile });

export const errorResponses = errorResponsesFor(400, 401, 403, 404);

/** A nanny as the review queue shows her to operators: her documents and what approval needs. */
export const OperatorNanny = Type.Object({
  id: Type.String(),
  fullName: Type.String(),
  email: Type.String(),
  bio: Type.String(),
  status: NannyProfile.properties.status,
  rejectionReason: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
  profilePhoto: Type.Union([UploadedFileInfo, Type.Null()]),
  rbtCertification: Type.Union([UploadedFileInfo, Type.Null()]),
  photoId: Type.Union([UploadedFileInfo, Type.Null()]),
  backgroundCheck: NannyProfile.properties.backgroundCheck,
  cprFirstAid: CprFirstAid,
  /** What approval still needs, e.g. ['RBT certification', 'photo ID']; empty when approvable. */
  missingForApproval: Type.Array(Type.String()),
});

/** What every review decision answers: her new review data. */
export const OperatorNannyReply = Type.Object({ nanny: OperatorNanny });

/** One page of the review queue; nextCursor is opaque, null on the last page. */
export const ReviewQueuePage = Type.Object({
  nannies: Type.Array(OperatorNanny),
  nextCursor: Type.Union([Type.String(), Type.Null()]),
});

const Version = Type.Object({
  fullName: Type.String(),
  bio: Type.String(),
  photoUrl: Type.Union([Type.String(), Type.Null()]),
});

/** Changes to review: each approved nanny's waiting edit, before (as listed) and after. */
export const ChangesToReview = Type.Object({
  changes: Type.Array(
    Type.Object({
      nannyId: Type.String(),
      changeId: Type.String(),
      email: Type.String(),
      submittedAt: Type.String(),
      changed: Type.Array(
        Type.Union([Type.Literal('fullName'), Type.Literal('bio'), Type.Literal('photo')]),
      ),
      before: Version,
      after: Version,
    }),
  ),
  /** More are waiting than the list shows. */
  more: Type.Boolean(),
});
