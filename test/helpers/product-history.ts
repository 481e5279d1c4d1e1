import { randomUUID } from 'node:crypto';
import type { NewEvent, StreamRef } from '../../src/infra/event-store/event-types.js';
import type { UnitOfWork } from '../../src/infra/event-store/event-store-service.js';
import { documentVersionHistory } from './product-history-documents.js';
import { earningsHistories } from './product-history-earnings.js';
import { messageHistory } from './product-history-messages.js';
import { paymentHistory } from './product-history-payments.js';
import { reviewHistory } from './product-history-reviews.js';
import { savedSearchHistory } from './product-history-search.js';
import {
  carePlanHistory,
  childOf,
  reminderSettingsHistory,
  SESSION_NOTE,
} from './product-history-care-plans.js';

export const newHistoryIds = (): HistoryIds => ({
  nanny: randomUUID(),
  rejected: randomUUID(),
  parent: randomUUID(),
  operator: randomUUID(),
  firstDay: randomUUID(),
  secondDay: randomUUID(),
  upload: randomUUID(),
});

/**
 * Another id close to `id` (its last four digits replaced), never `id` itself: one uuid in 65,536
 * already ends so, and a big seeded log of a thousand histories met it (a duplicate stream).
 */
function sibling(id: string, ending: string): string {
  const other = `${id.slice(0, -4)}${ending}`;
  return other === id ? `${id.slice(0, -4)}0000` : other;
}

/** Appends the whole history in one transaction; returns how many events it recorded. */
export async function appendProductHistory(
  eventStore: { transact<T>(work: (tx: UnitOfWork) => Promise<T>): Promise<T> },
  ids: HistoryIds = newHistoryIds(),
): Promise<number> {
  const history = productHistory(ids);
  await eventStore.transact(async (tx) => {
    for (const [stream, events] of history) await tx.append(stream, 0, events);
  });
  return history.reduce((count, [, events]) => count + events.length, 0);
}

export interface HistoryIds {
  nanny: string;
  rejected: string;
  parent: string;
  operator: string;
  /** Single-day availability entries of the nanny: the first is removed, the second stays. */
  firstDay: string;
  secondDay: string;
  /** Her RBT certificate version with an upload id (the earlier documents have none). */
  upload: string;
}

export type HistoryAppend = [StreamRef, NewEvent[]];

/**
 * A short life of the product that records every event type at least once (a nanny
 * signs up, changes her email, uploads every document, gets a background check rejected then
 * verified, is approved, withdrawn and approved again; another is rejected; a parent fills in
 * her profile and books). Append each stream at version 0, in order.
 */
export function productHistory(ids: HistoryIds = newHistoryIds()): HistoryAppend[] {
  const { nanny, rejected, parent, operator, firstDay, secondDay } = ids;
  const at = (minute: number, second = 0) =>
    new Date(Date.UTC(2026, 2, 1, 9, minute, second)).toISOString();
  const account = (id: string, type: string, name: string, minute: number): NewEvent => ({
    type,
    data: {
      accountId: id,
      firstName: name,
      lastName: 'Example',
      fullName: `${name} Example`,
      email: `${id}@example.com`,
      signUpMethod: 'password',
      googleSubject: null,
      emailVerified: false,
      termsAcceptedAt: at(minute),
      registeredAt: at(minute),
    },
  });
  const file = (kind: string, minute: number, second = 0, uploadId?: string): NewEvent => ({
    type: kind,
    data: {
      nannyId: nanny,
      contentType: 'application/pdf',
      size: 1000 + minute + second,
      sha256: 'a'.repeat(64),
      fileName: `${kind}.pdf`,
      uploadedAt: at(minute, second),
      // A version of its own, under a key of its own.
      ...(uploadId && { uploadId, storageKey: `nannyDocuments/${nanny}-${kind}-${uploadId}` }),
    },
  });
  const { upload } = ids;
  const erasedParent = sibling(parent, 'e4a5');
  const cprUpload = sibling(upload, 'cafe');
  const backgroundUpload = sibling(upload, 'b00c');
  // ZIP centroids as the ZIP data gives them.
  const place10001 = {
    zip: '10001',
    city: 'New York',
    state: 'NY',
    latitude: 40.7484,
    longitude: -73.9967,
  };
  const place10002 = {
    zip: '10002',
    city: 'New York',
    state: 'NY',
    latitude: 40.7157,
    longitude: -73.9863,
  };
  const day = (available: boolean) => ({ available, startTime: '09:00', endTime: '15:00' });
  const week = {
    monday: day(true),
    tuesday: day(false),
    wednesday: day(true),
    thursday: day(false),
    friday: day(true),
    saturday: day(false),
    sunday: day(false),
  };
  const single = (entryId: string, date: string, minute: number): NewEvent => ({
    type: 'SingleDayAvailabilityAdded',
    data: {
      nannyId: nanny,
      entryId,
      date,
      startTime: '10:00',
      endTime: '12:00',
      addedAt: at(minute),
    },
  });
  const n = { nannyId: nanny };
  const registryCheck = (
    registryStatus: 'active' | 'inactive',
    expiresOn: string | null,
    recordedAt: string,
  ): NewEvent => ({
    type: 'RbtCertificationChecked',
    data: {
      ...n,
      checkId: randomUUID(),
      operatorId: 'operator-1',
      certificationNumber: 'RBT-21-123456',
      registryStatus,
      inactiveReason: registryStatus === 'inactive' ? 'Voluntary inactive' : null,
      expiresOn,
      checkedOn: recordedAt.slice(0, 10),
      nextCheckOn: '2026-04-01',
      occasion: 'recheck',
      recordedAt,
    },
  });
  // While approved, her changes wait for review: one rejected, one approved, and one applied
  // when her approval is withdrawn (she ends with the bio 'Calm.' as before).
  const newPhoto = (second: number) => ({
    contentType: 'image/jpeg',
    size: 3000 + second,
    sha256: 'c'.repeat(64),
    fileName: 'new.jpg',
    uploadedAt: at(24, second),
    storageKey: `nannyPhotos/${nanny}-${second}`,
  });
  const change = (changeId: string, bio: string, photo: object | null) => ({
    ...n,
    changeId,
    fullName: 'Nina Example',
    bio,
    photo,
  });
  const changes: NewEvent[] = [
    {
      type: 'NannyProfileChangeSubmitted',
      data: { ...change('c1', 'Calm, kind.', newPhoto(10)), submittedAt: at(24, 10) },
    },
    {
      type: 'NannyProfileChangeRejected',
      data: { ...n, changeId: 'c1', reason: 'A photo of you, please.', rejectedAt: at(24, 20) },
    },
    {
      type: 'NannyProfileChangeSubmitted',
      data: { ...change('c2', 'Very calm.', null), submittedAt: at(24, 30) },
    },
    {
      type: 'NannyProfileChangeApproved',
      data: { ...change('c2', 'Very calm.', null), approvedAt: at(24, 40) },
    },
    {
      type: 'NannyProfileChangeSubmitted',
      data: { ...change('c3', 'Calm.', newPhoto(50)), submittedAt: at(24, 50) },
    },
  ];
  const applied: NewEvent = {
    type: 'NannyProfileChangeApplied',
    data: { ...change('c3', 'Calm.', newPhoto(50)), appliedAt: at(25) },
  };
  return [
    [
      { id: `account-${nanny}`, type: 'account' },
      [
        account(nanny, 'NannyRegistered', 'Nina', 0),
        {
          type: 'EmailVerified',
          data: { accountId: nanny, email: `${nanny}@example.com`, verifiedAt: at(1) },
        },
        {
          type: 'EmailChanged',
          data: {
            accountId: nanny,
            previousEmail: `${nanny}@example.com`,
            email: `nina.${nanny}@example.com`,
            changedAt: at(2),
          },
        },
        {
          type: 'PasswordChanged',
          data: { accountId: nanny, reason: 'settings', changedAt: at(3) },
        },
        {
          type: 'GoogleAccountLinked',
          data: { accountId: nanny, googleSubject: `g-${nanny}`, linkedAt: at(4) },
        },
      ],
    ],
    [
      { id: `account-${rejected}`, type: 'account' },
      [
        account(rejected, 'NannyRegistered', 'Rita', 5),
        // Claimed with Google before verifying: the password she registered with is dropped.
        {
          type: 'GoogleAccountLinked',
          data: { accountId: rejected, googleSubject: `g-${rejected}`, linkedAt: at(5) },
        },
        {
          type: 'PasswordRemoved',
          data: { accountId: rejected, reason: 'claimed-with-google', removedAt: at(5) },
        },
        // Suspended after a report on her messages.
        {
          type: 'AccountSuspended',
          data: {
            accountId: rejected,
            reason: 'message-report',
            reportId: 'f'.repeat(32),
            operatorId: operator,
            suspendedAt: at(59),
          },
        },
      ],
    ],
    [
      { id: `account-${parent}`, type: 'account' },
      [account(parent, 'ParentRegistered', 'Paula', 6)],
    ],
    [
      { id: `account-${operator}`, type: 'account' },
      [account(operator, 'OperatorRegistered', 'Olive', 7)],
    ],
    // A parent who signed up and deleted her account (her key is not destroyed here:
    // the events alone, as an import would append them).
    [
      { id: `account-${erasedParent}`, type: 'account' },
      [
        account(erasedParent, 'ParentRegistered', 'Erin', 8),
        {
          type: 'AccountErased',
          data: { accountId: erasedParent, requestedBy: 'self', erasedAt: at(9) },
        },
      ],
    ],
    [
      { id: `nanny-${nanny}`, type: 'nanny' },
      [
        { type: 'PaymentPolicyAgreed', data: { ...n, policyVersion: '2025-03', agreedAt: at(10) } },
        {
          type: 'NannyProfileUpdated',
          data: { ...n, fullName: 'Nina Example', bio: 'Calm.', updatedAt: at(11) },
        },
        file('ProfilePhotoUploaded', 12),
        file('RbtCertificationUploaded', 13),
        file('PhotoIdUploaded', 14),
        file('BackgroundCheckUploaded', 15),
        {
          type: 'BackgroundCheckRejected',
          data: { ...n, reason: 'Blurry scan.', rejectedAt: at(16) },
        },
        file('BackgroundCheckUploaded', 17, 0, backgroundUpload),
        {
          type: 'BackgroundCheckVerified',
          data: { ...n, verifiedAt: at(18), uploadId: backgroundUpload },
        },
        { type: 'WeeklyAvailabilitySet', data: { ...n, week, setAt: at(19) } },
        // Where she works, her experience, and a CPR card rejected, then another verified.
        {
          type: 'NannyServiceAreaSet',
          data: { ...n, ...place10001, radiusMiles: 10, setAt: at(19, 10) },
        },
        // Set before zones were recorded: the start-up catch-up records its zone.
        {
          type: 'NannyServiceAreaZoneRecorded',
          data: { ...n, ...place10001, timeZone: 'America/New_York', recordedAt: at(19, 15) },
        },
        {
          type: 'NannyExperienceSet',
          data: {
            ...n,
            needs: ['autism', 'seizure-care'],
            languages: ['en', 'es'],
            setAt: at(19, 20),
          },
        },
        file('CprFirstAidUploaded', 19, 30),
        {
          type: 'CprFirstAidRejected',
          data: { ...n, reason: 'Expired card.', rejectedAt: at(19, 40) },
        },
        file('CprFirstAidUploaded', 19, 50, cprUpload),
        {
          type: 'CprFirstAidVerified',
          data: { ...n, validUntil: '2027-06-30', verifiedAt: at(19, 55), uploadId: cprUpload },
        },
        single(firstDay, '2026-04-01', 20),
        single(secondDay, '2026-04-02', 21),
        single(randomUUID(), '2026-04-03', 22),
        {
          type: 'SingleDayAvailabilityRemoved',
          data: { ...n, entryId: firstDay, removedAt: at(23) },
        },
        { type: 'NannyApproved', data: { ...n, approvedAt: at(24) } },
        ...changes,
        { type: 'NannyApprovalWithdrawn', data: { ...n, withdrawnAt: at(25) } },
        applied,
        { type: 'NannyApproved', data: { ...n, approvedAt: at(26) } },
        // A new RBT certificate reopens her review; the approval names the versions.
        file('RbtCertificationUploaded', 27, 0, upload),
        {
          type: 'NannyReviewReopened',
          data: { ...n, kind: 'rbt-certification', uploadId: upload, reopenedAt: at(27) },
        },
        {
          type: 'NannyApproved',
          data: {
            ...n,
            approvedAt: at(28),
            documents: { 'rbt-certification': upload, 'background-check': backgroundUpload },
          },
        },
        // Her RBT certification: a due check caught up for an approval without one, a check
        // finding it inactive, one finding it active, its lapse, and the check of her renewal.
        {
          type: 'RbtRecheckRequested',
          data: { ...n, occasion: 'no-record', dueOn: '2026-03-01', requestedAt: at(28, 10) },
        },
        registryCheck('inactive', null, at(28, 20)),
        registryCheck('active', '2026-03-02', at(28, 30)),
        {
          type: 'RbtCertificationLapsed',
          data: { ...n, expiresOn: '2026-03-02', lapsedAt: at(28, 40) },
        },
        registryCheck('active', '2028-03-02', at(28, 50)),
        // Reminders before her renewal's expiry and her background check's 12 months.
        {
          type: 'CredentialExpiryReminderSent',
          data: {
            ...n,
            document: 'rbt-certification',
            expiresOn: '2028-03-02',
            daysBefore: 60,
            sentAt: at(28, 55),
          },
        },
        {
          type: 'CredentialExpiryReminderSent',
          data: {
            ...n,
            document: 'background-check',
            expiresOn: '2027-03-01',
            daysBefore: 30,
            sentAt: at(28, 56),
          },
        },
      ],
    ],
    [
      { id: `nanny-${rejected}`, type: 'nanny' },
      [
        {
          type: 'NannyRejected',
          data: { nannyId: rejected, reason: 'No certificate.', rejectedAt: at(30) },
        },
        ...documentVersionHistory(rejected),
      ],
    ],
    [
      { id: `parent-${parent}`, type: 'parent' },
      [
        {
          type: 'ParentProfileUpdated',
          data: {
            parentId: parent,
            fullName: 'Paula Example',
            multipleChildren: true,
            specialConsiderations: 'Autism; loves trains.',
            updatedAt: at(40),
          },
        },
        {
          type: 'ParentPhotoUploaded',
          data: {
            parentId: parent,
            contentType: 'image/jpeg',
            size: 2000,
            sha256: 'b'.repeat(64),
            fileName: null,
            uploadedAt: at(41),
          },
        },
        {
          type: 'ParentHomeZipSet',
          data: {
            parentId: parent,
            ...place10002,
            setAt: at(42),
          },
        },
        {
          type: 'ParentHomeZoneRecorded',
          data: {
            parentId: parent,
            ...place10002,
            timeZone: 'America/New_York',
            recordedAt: at(42, 30),
          },
        },
      ],
    ],
    carePlanHistory({ parent }),
    reminderSettingsHistory({ parent }),
    ...bookingHistories(nanny, parent, operator),
    savedSearchHistory({ nanny, parent }),
    messageHistory({ nanny, parent, operator }),
  ];
}

/**
 * Bookings that between them record every booking event: one lives to a settled dispute,
 * others are declined, expire, are cancelled late, and end in a no-show; then the ledger's.
 */
function bookingHistories(nanny: string, parent: string, operator: string): HistoryAppend[] {
  const at = (hour: number) => new Date(Date.UTC(2026, 2, 2, hour)).toISOString();
  const booking = (
    date: string,
    start: number,
    rest: (bookingId: string) => NewEvent[],
    seriesId?: string,
  ) => {
    const bookingId = randomUUID();
    const hh = (h: number) => `${String(h).padStart(2, '0')}:00`;
    const requested: NewEvent = {
      type: 'BookingRequested',
      data: {
        bookingId,
        nannyId: nanny,
        nannyName: 'Nina Example',
        parentId: parent,
        parentName: 'Paula Example',
        date,
        startTime: hh(start),
        endTime: hh(start + 3),
        startsAt: `${date}T${hh(start)}:00.000Z`,
        endsAt: `${date}T${hh(start + 3)}:00.000Z`,
        timeZone: 'UTC',
        children: 2,
        note: 'Loves trains.',
        createdAt: at(0),
        expiresAt: at(48),
        childIds: [childOf(parent)],
        ...(seriesId && { seriesId }),
      },
    };
    return [
      { id: `booking-${bookingId}`, type: 'booking' },
      [requested, ...rest(bookingId)],
    ] as HistoryAppend;
  };
  const accepted = (bookingId: string): NewEvent => ({
    type: 'BookingAccepted',
    data: { bookingId, acceptedAt: at(1) },
  });
  const disputed = booking('2026-03-09', 9, (bookingId) => [
    accepted(bookingId),
    {
      type: 'CarePlanAcknowledged',
      data: {
        bookingId,
        nannyId: nanny,
        versions: [{ childId: childOf(parent), version: 2 }],
        acknowledgedAt: '2026-03-07T09:00:00.000Z',
      },
    },
    { type: 'BookingReminderSent', data: { bookingId, sentAt: '2026-03-08T09:00:00.000Z' } },
    // An operator kept it while her certification was being checked again.
    {
      type: 'BookingKeptByOperator',
      data: { bookingId, operatorId: 'operator-1', keptAt: '2026-03-08T10:00:00.000Z' },
    },
    {
      type: 'BookingSoonReminderSent',
      data: { bookingId, to: ['nanny'], sentAt: '2026-03-09T06:00:00.000Z' },
    },
    {
      type: 'SessionCheckedIn',
      data: { bookingId, nannyId: nanny, checkedInAt: '2026-03-09T08:52:00.000Z' },
    },
    {
      type: 'SessionCheckedOut',
      data: { bookingId, nannyId: nanny, checkedOutAt: '2026-03-09T12:31:00.000Z' },
    },
    {
      type: 'SessionNoteWritten',
      data: {
        bookingId,
        nannyId: nanny,
        note: JSON.stringify(SESSION_NOTE),
        writtenAt: '2026-03-09T12:35:00.000Z',
      },
    },
    {
      type: 'SessionCompleted',
      data: {
        bookingId,
        startTime: '09:00',
        endTime: '12:30',
        startsAt: '2026-03-09T09:00:00.000Z',
        endsAt: '2026-03-09T12:30:00.000Z',
        minutes: 210,
        completedAt: '2026-03-09T13:00:00.000Z',
        confirmBy: '2026-03-11T13:00:00.000Z',
      },
    },
    {
      type: 'SessionHoursDisputed',
      data: { bookingId, reason: 'She left at noon.', disputedAt: '2026-03-09T20:00:00.000Z' },
    },
    {
      type: 'SessionDisputeSettled',
      data: {
        bookingId,
        operatorId: operator,
        startTime: '09:00',
        endTime: '12:00',
        minutes: 180,
        note: 'Both agreed.',
        settledAt: '2026-03-10T10:00:00.000Z',
      },
    },
    {
      type: 'SessionHoursConfirmed',
      data: {
        bookingId,
        minutes: 180,
        confirmedBy: 'operator',
        confirmedAt: '2026-03-10T10:00:00.000Z',
      },
    },
  ]);
  const lateCancelled = booking('2026-03-16', 9, (bookingId) => [
    accepted(bookingId),
    {
      type: 'BookingCancelled',
      data: {
        bookingId,
        cancelledBy: 'parent',
        reason: 'Sick child.',
        late: true,
        bookedMinutes: 180,
        cancelledAt: '2026-03-15T20:00:00.000Z',
      },
    },
  ]);
  const earnings = earningsHistories(
    booking,
    accepted,
    disputed[1][0]!.data as { bookingId: string },
    { nanny, parent, operator },
  );
  return [
    disputed,
    booking('2026-03-11', 9, (bookingId) => [
      {
        type: 'BookingDeclined',
        data: { bookingId, reason: 'Away.', declinedBy: 'nanny', declinedAt: at(2) },
      },
    ]),
    booking('2026-03-13', 9, (bookingId) => [
      { type: 'BookingRequestExpired', data: { bookingId, expiredAt: at(48) } },
    ]),
    lateCancelled,
    booking('2026-03-18', 9, (bookingId) => [
      accepted(bookingId),
      {
        type: 'NoShowReported',
        data: { bookingId, reason: 'Never came.', reportedAt: '2026-03-18T10:00:00.000Z' },
      },
    ]),
    ...weeklySeries(booking, accepted),
    ...earnings,
    ...paymentHistory({
      nanny,
      parent,
      operator,
      sessionBookingId: (earnings[2]![1][0]!.data as { bookingId: string }).bookingId,
      lateBookingId: (lateCancelled[1][0]!.data as { bookingId: string }).bookingId,
    }),
    ...reviewHistory({
      nanny,
      parent,
      operator,
      bookingIds: [0, 1, 2].map(
        (i) => (earnings[i]![1][0]!.data as { bookingId: string }).bookingId,
      ) as [string, string, string],
    }),
  ];
}

/**
 * A weekly series of three dates (each an ordinary booking carrying the series id): the first
 * accepted, the second declined on its own, the third accepted and then cancelled with the
 * series, more than 24 hours ahead.
 */
function weeklySeries(
  booking: (
    date: string,
    start: number,
    rest: (bookingId: string) => NewEvent[],
    seriesId?: string,
  ) => HistoryAppend,
  accepted: (bookingId: string) => NewEvent,
): HistoryAppend[] {
  const seriesId = randomUUID();
  return [
    booking('2026-03-24', 14, (bookingId) => [accepted(bookingId)], seriesId),
    booking(
      '2026-03-31',
      14,
      (bookingId) => [
        {
          type: 'BookingDeclined',
          data: {
            bookingId,
            reason: 'Away that week.',
            declinedBy: 'nanny',
            declinedAt: '2026-03-02T03:00:00.000Z',
          },
        },
      ],
      seriesId,
    ),
    booking(
      '2026-04-07',
      14,
      (bookingId) => [
        accepted(bookingId),
        {
          type: 'BookingCancelled',
          data: {
            bookingId,
            cancelledBy: 'parent',
            reason: 'We are moving.',
            late: false,
            bookedMinutes: 180,
            cancelledAt: '2026-03-25T10:00:00.000Z',
          },
        },
      ],
      seriesId,
    ),
  ];
}
