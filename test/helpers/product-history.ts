import { randomUUID } from 'node:crypto';
import type { NewEvent, StreamRef } from '../../src/infra/event-store/event-types.js';
import type { UnitOfWork } from '../../src/infra/event-store/event-store-service.js';

export const newHistoryIds = (): HistoryIds => ({
  nanny: randomUUID(),
  rejected: randomUUID(),
  parent: randomUUID(),
  operator: randomUUID(),
  firstDay: randomUUID(),
  secondDay: randomUUID(),
});

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
  const at = (minute: number) => new Date(Date.UTC(2026, 2, 1, 9, minute)).toISOString();
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
  const file = (kind: string, minute: number): NewEvent => ({
    type: kind,
    data: {
      nannyId: nanny,
      contentType: 'application/pdf',
      size: 1000 + minute,
      sha256: 'a'.repeat(64),
      fileName: `${kind}.pdf`,
      uploadedAt: at(minute),
    },
  });
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
      [account(rejected, 'NannyRegistered', 'Rita', 5)],
    ],
    [
      { id: `account-${parent}`, type: 'account' },
      [account(parent, 'ParentRegistered', 'Paula', 6)],
    ],
    [
      { id: `account-${operator}`, type: 'account' },
      [account(operator, 'OperatorRegistered', 'Olive', 7)],
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
        file('BackgroundCheckUploaded', 17),
        { type: 'BackgroundCheckVerified', data: { ...n, verifiedAt: at(18) } },
        { type: 'WeeklyAvailabilitySet', data: { ...n, week, setAt: at(19) } },
        single(firstDay, '2026-04-01', 20),
        single(secondDay, '2026-04-02', 21),
        single(randomUUID(), '2026-04-03', 22),
        {
          type: 'SingleDayAvailabilityRemoved',
          data: { ...n, entryId: firstDay, removedAt: at(23) },
        },
        { type: 'NannyApproved', data: { ...n, approvedAt: at(24) } },
        { type: 'NannyApprovalWithdrawn', data: { ...n, withdrawnAt: at(25) } },
        { type: 'NannyApproved', data: { ...n, approvedAt: at(26) } },
      ],
    ],
    [
      { id: `nanny-${rejected}`, type: 'nanny' },
      [
        {
          type: 'NannyRejected',
          data: { nannyId: rejected, reason: 'No certificate.', rejectedAt: at(30) },
        },
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
      ],
    ],
    [
      { id: `booking-${randomUUID()}`, type: 'booking' },
      [
        {
          type: 'BookingRequested',
          data: {
            bookingId: randomUUID(),
            nannyId: nanny,
            nannyName: 'Nina Example',
            parentId: parent,
            date: '2026-04-06',
            time: '10:00',
            status: 'pending',
            createdAt: at(50),
          },
        },
      ],
    ],
  ];
}
