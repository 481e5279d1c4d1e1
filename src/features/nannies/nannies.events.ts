import { Type, type Static } from '@sinclair/typebox';
import type { EventTypeDefinition } from '../../infra/event-store/event-catalog.js';
import { personal } from '../../infra/event-store/personal-data.js';
import {
  TimeZoneName,
  zipPlaceFields,
  zoneRecordedFields,
} from '../../infra/places/place-events.js';

// Facts about a nanny's profile, documents and availability. File bytes never enter the log:
// only what is needed to audit them (type, size, SHA-256, the name the nanny gave it).

// Her name, bio and file names, and operators' reasons about her, are personal: encrypted under
// her key (an operator's reason is part of her file, so her erasure takes it, not his).
const own = { owner: 'nannyId' };
const Name = personal(Type.String(), { ...own, erased: 'Erased user' });
const Bio = personal(Type.String(), own);
const Reason = personal(Type.String(), own);

const Time = Type.String({ pattern: '^\\d{2}:\\d{2}$' });
const Day = Type.Object({ available: Type.Boolean(), startTime: Time, endTime: Time });
const Week = Type.Object({
  monday: Day,
  tuesday: Day,
  wednesday: Day,
  thursday: Day,
  friday: Day,
  saturday: Day,
  sunday: Day,
});

const fileFields = {
  contentType: Type.String(),
  size: Type.Integer({ minimum: 1 }),
  sha256: Type.String({ pattern: '^[0-9a-f]{64}$' }),
  fileName: personal(Type.Union([Type.String(), Type.Null()]), own),
  uploadedAt: Type.String(),
};
const StorageKey = Type.String({ maxLength: 200 });
const FileFacts = Type.Object({
  nannyId: Type.String(),
  ...fileFields,
  /**
   * Where the bytes are stored (recorded since each upload got a key of its own). Older events
   * name none: their file is under the kind's fixed key (storageKey in nanny-documents.ts).
   */
  storageKey: Type.Optional(StorageKey),
  /**
   * Names this version (docs/document-storage.md): every upload since is a new object under
   * documentKey(nannyId, kind, uploadId) and nothing is overwritten. Older events name none
   * until NannyDocumentMoved gives their file an id and a key of its own.
   */
  uploadId: Type.Optional(Type.String({ maxLength: 64 })),
});
export type FileFactsData = Static<typeof FileFacts>;

/** A photo in a profile change: always under its own key, so it never replaces the listed one. */
const PhotoFile = Type.Object({ ...fileFields, storageKey: StorageKey });
export type PhotoFileData = Static<typeof PhotoFile>;

/**
 * An approved nanny's name, bio and (when she replaced it) photo as she wants parents to see
 * them; `photo` is null when the listed photo stays. `changeId` names this version, so an
 * operator approves exactly the version she saw.
 */
const changeFields = {
  nannyId: Type.String(),
  changeId: Type.String(),
  fullName: Name,
  bio: Bio,
  photo: Type.Union([PhotoFile, Type.Null()]),
};
const NannyProfileChangeSubmitted = Type.Object({ ...changeFields, submittedAt: Type.String() });
const NannyProfileChangeApproved = Type.Object({ ...changeFields, approvedAt: Type.String() });
const NannyProfileChangeRejected = Type.Object({
  nannyId: Type.String(),
  changeId: Type.String(),
  reason: Reason,
  rejectedAt: Type.String(),
});
/**
 * Her approval was withdrawn while a change waited: it became her profile unreviewed, as any
 * edit of a nanny who is not listed does; she is reviewed in full before she is listed again.
 */
const NannyProfileChangeApplied = Type.Object({ ...changeFields, appliedAt: Type.String() });
export type ProfileChangeData = Static<typeof NannyProfileChangeSubmitted>;

const PaymentPolicyAgreed = Type.Object({
  nannyId: Type.String(),
  policyVersion: Type.String(),
  agreedAt: Type.String(),
});
const NannyProfileUpdated = Type.Object({
  nannyId: Type.String(),
  fullName: Name,
  bio: Bio,
  updatedAt: Type.String(),
});
const WeeklyAvailabilitySet = Type.Object({
  nannyId: Type.String(),
  week: Week,
  setAt: Type.String(),
});
const SingleDayAvailabilityAdded = Type.Object({
  nannyId: Type.String(),
  entryId: Type.String(),
  date: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
  startTime: Time,
  endTime: Time,
  addedAt: Type.String(),
});
const SingleDayAvailabilityRemoved = Type.Object({
  nannyId: Type.String(),
  entryId: Type.String(),
  removedAt: Type.String(),
});

// Operators' decisions; parents' directory and bookings follow them.
const UploadId = Type.String({ maxLength: 64 });
/**
 * The versions an approval was decided on: the upload ids of the RBT certificate and photo ID
 * (and the background check when there was one). Absent on approvals made before versions were
 * kept.
 */
const ApprovedDocuments = Type.Object({
  'rbt-certification': Type.Optional(UploadId),
  'photo-id': Type.Optional(UploadId),
  'background-check': Type.Optional(UploadId),
});
export type ApprovedDocumentsData = Static<typeof ApprovedDocuments>;
const NannyApproved = Type.Object({
  nannyId: Type.String(),
  approvedAt: Type.String(),
  documents: Type.Optional(ApprovedDocuments),
});
const NannyRejected = Type.Object({
  nannyId: Type.String(),
  reason: Reason,
  rejectedAt: Type.String(),
});
const NannyApprovalWithdrawn = Type.Object({ nannyId: Type.String(), withdrawnAt: Type.String() });
// uploadId: the version decided on; absent on decisions made before versions were kept.
const BackgroundCheckVerified = Type.Object({
  nannyId: Type.String(),
  verifiedAt: Type.String(),
  uploadId: Type.Optional(UploadId),
});
const BackgroundCheckRejected = Type.Object({
  nannyId: Type.String(),
  reason: Reason,
  rejectedAt: Type.String(),
  uploadId: Type.Optional(UploadId),
});

/**
 * Where she lives and how far she travels: her home ZIP code and, resolved when she
 * set it, its centroid, place and time zone, so replay never depends on the ZIP data's or the
 * zone lookup's version. Events from before zones were recorded have no `timeZone`:
 * NannyServiceAreaZoneRecorded gives it.
 */
const NannyServiceAreaSet = Type.Object({
  nannyId: Type.String(),
  ...zipPlaceFields,
  timeZone: Type.Optional(TimeZoneName),
  radiusMiles: Type.Integer(),
  setAt: Type.String(),
});
/**
 * The zone (with the city and centroid it was found from) of a service area set before zones
 * were recorded, looked up once by the system at start-up: the area event stays as it was
 * written, and replay reads the zone from here, never from the lookup.
 */
const NannyServiceAreaZoneRecorded = Type.Object({
  nannyId: Type.String(),
  ...zoneRecordedFields,
});
/** Her experience and languages, ids from src/shared/directory-search.ts. */
const NannyExperienceSet = Type.Object({
  nannyId: Type.String(),
  needs: Type.Array(Type.String()),
  languages: Type.Array(Type.String()),
  setAt: Type.String(),
});
/** An operator checked her CPR / First Aid card; current through `validUntil` (YYYY-MM-DD). */
const CprFirstAidVerified = Type.Object({
  nannyId: Type.String(),
  validUntil: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
  verifiedAt: Type.String(),
  uploadId: Type.Optional(UploadId),
});
const CprFirstAidRejected = Type.Object({
  nannyId: Type.String(),
  reason: Reason,
  rejectedAt: Type.String(),
  uploadId: Type.Optional(UploadId),
});

const CalendarDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
/**
 * An operator read her RBT certification in the BACB registry (at approval, or a re-check): the
 * number and any inactive reason are personal (her key; her erasure takes them); the dates and
 * status stay in clear so the log shows when and what was checked. `nextCheckOn` is the schedule
 * the check set (src/shared/credentials.ts), recorded so replay never depends on the rule's version.
 */
const RbtCertificationChecked = Type.Object({
  nannyId: Type.String(),
  checkId: Type.String({ maxLength: 64 }),
  operatorId: Type.String(),
  certificationNumber: personal(Type.String(), own),
  registryStatus: Type.Union([
    Type.Literal('active'),
    Type.Literal('inactive'),
    Type.Literal('not-found'),
  ]),
  inactiveReason: personal(Type.Union([Type.String(), Type.Null()]), own),
  expiresOn: Type.Union([CalendarDate, Type.Null()]),
  checkedOn: CalendarDate,
  nextCheckOn: CalendarDate,
  occasion: Type.Union([Type.Literal('approval'), Type.Literal('recheck')]),
  recordedAt: Type.String(),
});
export type CredentialCheckedData = Static<typeof RbtCertificationChecked>;
/** Her active certification reached its expiry date (platform zone) with no renewal recorded. */
const RbtCertificationLapsed = Type.Object({
  nannyId: Type.String(),
  expiresOn: CalendarDate,
  lapsedAt: Type.String(),
});
/**
 * An approval from before checks were recorded is due a check: appended once by the system at
 * start-up (her approval kept), so the queue is built from the log and replay gives it again.
 */
const RbtRecheckRequested = Type.Object({
  nannyId: Type.String(),
  occasion: Type.Literal('no-record'),
  dueOn: CalendarDate,
  requestedAt: Type.String(),
});

/**
 * The nanny was emailed that a document expires: her RBT certification 60, 30 and 7 days
 * before its expiry date, her background check 30 days before it stops counting. Appended by
 * the system (the reminders job), decided on her stream so each is sent once per expiry even
 * across restarts; the email is queued in the same transaction.
 */
const CredentialExpiryReminderSent = Type.Object({
  nannyId: Type.String(),
  document: Type.Union([Type.Literal('rbt-certification'), Type.Literal('background-check')]),
  expiresOn: CalendarDate,
  daysBefore: Type.Integer({ minimum: 1 }),
  sentAt: Type.String(),
});
export type ReminderSentData = Static<typeof CredentialExpiryReminderSent>;

export const DOCUMENT_KINDS = [
  'profile-photo',
  'rbt-certification',
  'photo-id',
  'background-check',
  'cpr-first-aid',
] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

const DocumentKindName = Type.Union(DOCUMENT_KINDS.map((kind) => Type.Literal(kind)));

/**
 * An approved nanny replaced a verified document (her RBT certificate or photo ID): she is back
 * in the operator's queue, pending, and out of the directory until approved again.
 * Recorded right after the upload event of the new version.
 */
const NannyReviewReopened = Type.Object({
  nannyId: Type.String(),
  kind: DocumentKindName,
  uploadId: UploadId,
  reopenedAt: Type.String(),
});

/**
 * A file recorded before versions were kept, under its kind's fixed key, was copied once to a
 * key of its own (scripts/move-documents.ts); `uploadId` now names the version the earlier
 * upload event recorded, whose sha256 the copy has.
 */
const NannyDocumentMoved = Type.Object({
  nannyId: Type.String(),
  kind: DocumentKindName,
  uploadId: UploadId,
  fromKey: StorageKey,
  storageKey: StorageKey,
  movedAt: Type.String(),
});

/**
 * A document version's bytes were deleted: a replaced version past DOCUMENT_RETENTION_DAYS, or
 * every version on erasure. The facts (sha256, size, when) stay in the log.
 */
const NannyDocumentVersionDeleted = Type.Object({
  nannyId: Type.String(),
  kind: DocumentKindName,
  uploadId: UploadId,
  storageKey: StorageKey,
  reason: Type.Union([Type.Literal('retention'), Type.Literal('erasure')]),
  deletedAt: Type.String(),
});
export type DocumentMovedData = Static<typeof NannyDocumentMoved>;
export type DocumentVersionDeletedData = Static<typeof NannyDocumentVersionDeleted>;

export const UPLOAD_EVENT_BY_KIND = {
  'profile-photo': 'ProfilePhotoUploaded',
  'rbt-certification': 'RbtCertificationUploaded',
  'photo-id': 'PhotoIdUploaded',
  'background-check': 'BackgroundCheckUploaded',
  'cpr-first-aid': 'CprFirstAidUploaded',
} as const;

export type NannyEvent =
  | { type: 'PaymentPolicyAgreed'; data: Static<typeof PaymentPolicyAgreed> }
  | { type: 'NannyProfileUpdated'; data: Static<typeof NannyProfileUpdated> }
  | { type: (typeof UPLOAD_EVENT_BY_KIND)[DocumentKind]; data: FileFactsData }
  | { type: 'WeeklyAvailabilitySet'; data: Static<typeof WeeklyAvailabilitySet> }
  | { type: 'SingleDayAvailabilityAdded'; data: Static<typeof SingleDayAvailabilityAdded> }
  | { type: 'SingleDayAvailabilityRemoved'; data: Static<typeof SingleDayAvailabilityRemoved> }
  | { type: 'NannyApproved'; data: Static<typeof NannyApproved> }
  | { type: 'NannyRejected'; data: Static<typeof NannyRejected> }
  | { type: 'NannyApprovalWithdrawn'; data: Static<typeof NannyApprovalWithdrawn> }
  | { type: 'BackgroundCheckVerified'; data: Static<typeof BackgroundCheckVerified> }
  | { type: 'BackgroundCheckRejected'; data: Static<typeof BackgroundCheckRejected> }
  | { type: 'NannyProfileChangeSubmitted'; data: ProfileChangeData }
  | { type: 'NannyProfileChangeApproved'; data: Static<typeof NannyProfileChangeApproved> }
  | { type: 'NannyProfileChangeRejected'; data: Static<typeof NannyProfileChangeRejected> }
  | { type: 'NannyProfileChangeApplied'; data: Static<typeof NannyProfileChangeApplied> }
  | { type: 'NannyServiceAreaSet'; data: Static<typeof NannyServiceAreaSet> }
  | { type: 'NannyServiceAreaZoneRecorded'; data: ServiceAreaZoneData }
  | { type: 'NannyExperienceSet'; data: Static<typeof NannyExperienceSet> }
  | { type: 'CprFirstAidVerified'; data: Static<typeof CprFirstAidVerified> }
  | { type: 'CprFirstAidRejected'; data: Static<typeof CprFirstAidRejected> }
  | { type: 'NannyReviewReopened'; data: Static<typeof NannyReviewReopened> }
  | { type: 'NannyDocumentMoved'; data: DocumentMovedData }
  | { type: 'NannyDocumentVersionDeleted'; data: DocumentVersionDeletedData }
  | { type: 'RbtCertificationChecked'; data: CredentialCheckedData }
  | { type: 'RbtCertificationLapsed'; data: Static<typeof RbtCertificationLapsed> }
  | { type: 'RbtRecheckRequested'; data: Static<typeof RbtRecheckRequested> }
  | { type: 'CredentialExpiryReminderSent'; data: ReminderSentData };

export const nannyEventTypes: EventTypeDefinition[] = [
  { type: 'PaymentPolicyAgreed', schema: PaymentPolicyAgreed },
  { type: 'NannyProfileUpdated', schema: NannyProfileUpdated },
  ...Object.values(UPLOAD_EVENT_BY_KIND).map((type) => ({ type, schema: FileFacts })),
  { type: 'WeeklyAvailabilitySet', schema: WeeklyAvailabilitySet },
  { type: 'SingleDayAvailabilityAdded', schema: SingleDayAvailabilityAdded },
  { type: 'SingleDayAvailabilityRemoved', schema: SingleDayAvailabilityRemoved },
  { type: 'NannyApproved', schema: NannyApproved },
  { type: 'NannyRejected', schema: NannyRejected },
  { type: 'NannyApprovalWithdrawn', schema: NannyApprovalWithdrawn },
  { type: 'BackgroundCheckVerified', schema: BackgroundCheckVerified },
  { type: 'BackgroundCheckRejected', schema: BackgroundCheckRejected },
  { type: 'NannyProfileChangeSubmitted', schema: NannyProfileChangeSubmitted },
  { type: 'NannyProfileChangeApproved', schema: NannyProfileChangeApproved },
  { type: 'NannyProfileChangeRejected', schema: NannyProfileChangeRejected },
  { type: 'NannyProfileChangeApplied', schema: NannyProfileChangeApplied },
  { type: 'NannyServiceAreaSet', schema: NannyServiceAreaSet },
  { type: 'NannyServiceAreaZoneRecorded', schema: NannyServiceAreaZoneRecorded },
  { type: 'NannyExperienceSet', schema: NannyExperienceSet },
  { type: 'CprFirstAidVerified', schema: CprFirstAidVerified },
  { type: 'CprFirstAidRejected', schema: CprFirstAidRejected },
  { type: 'NannyReviewReopened', schema: NannyReviewReopened },
  { type: 'NannyDocumentMoved', schema: NannyDocumentMoved },
  { type: 'NannyDocumentVersionDeleted', schema: NannyDocumentVersionDeleted },
  { type: 'RbtCertificationChecked', schema: RbtCertificationChecked },
  { type: 'RbtCertificationLapsed', schema: RbtCertificationLapsed },
  { type: 'RbtRecheckRequested', schema: RbtRecheckRequested },
  { type: 'CredentialExpiryReminderSent', schema: CredentialExpiryReminderSent },
];

export const nannyStreamId = (nannyId: string) => `nanny-${nannyId}`;
/** The version of the terms and payment policy shown in the welcome popup. */
export const PAYMENT_POLICY_VERSION = '2025-03';
export type ServiceAreaData = Static<typeof NannyServiceAreaSet>;
export type ServiceAreaZoneData = Static<typeof NannyServiceAreaZoneRecorded>;
export type ExperienceData = Static<typeof NannyExperienceSet>;
