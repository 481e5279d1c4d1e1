import { describe, it } from 'vitest';
import { deciderSpec } from '../../../../test/helpers/decider-spec.js';
import { nannyDecider, type NannyCommand } from '../nannies.decider.js';
import { nannyStreamId, type NannyEvent, type PhotoFileData } from '../nannies.events.js';

// Security item 3 (docs/security.md): an approved nanny's name, bio and photo change for parents
// only once an operator approves the change.

const spec = deciderSpec(nannyDecider, nannyStreamId('n1'));
const at = '2026-11-21T12:00:00.000Z';
const nannyId = 'n1';
const facts = { contentType: 'image/jpeg', size: 100, sha256: 'a'.repeat(64), fileName: 'me.jpg' };
const newPhoto: PhotoFileData = { ...facts, storageKey: 'nannyPhotos/n1-u2', uploadedAt: at };
const history: NannyEvent[] = [
  { type: 'PaymentPolicyAgreed', data: { nannyId, policyVersion: '2025-03', agreedAt: at } },
  {
    type: 'ProfilePhotoUploaded',
    data: { nannyId, ...facts, storageKey: 'nannyPhotos/n1-u1', uploadedAt: at },
  },
  { type: 'NannyProfileUpdated', data: { nannyId, fullName: 'Nora', bio: 'Calm.', updatedAt: at } },
  { type: 'RbtCertificationUploaded', data: { nannyId, ...facts, uploadedAt: at } },
  { type: 'PhotoIdUploaded', data: { nannyId, ...facts, uploadedAt: at } },
];
const approved = [
  ...history,
  { type: 'NannyApproved', data: { nannyId, approvedAt: at } } as const,
];

const edit = (fullName: string, bio: string, changeId = 'c1'): NannyCommand => ({
  type: 'UpdateProfile',
  nannyId,
  changeId,
  fullName,
  bio,
  email: 'n@example.com',
  at,
});
const uploadPhoto = (
  changeId = 'c2',
  kind: 'profile-photo' | 'background-check' = 'profile-photo',
) =>
  ({
    type: 'RecordDocumentUpload',
    nannyId,
    changeId,
    kind,
    file: { ...facts, storageKey: newPhoto.storageKey },
    at,
  }) satisfies NannyCommand;
const submitted = (
  changeId: string,
  fullName: string,
  bio: string,
  photo: PhotoFileData | null = null,
): NannyEvent => ({
  type: 'NannyProfileChangeSubmitted',
  data: { nannyId, changeId, fullName, bio, photo, submittedAt: at },
});
const approve = (changeId: string): NannyCommand => ({
  type: 'ApproveProfileChange',
  nannyId,
  changeId,
  at,
});
const reject = (changeId: string, reason: string): NannyCommand => ({
  type: 'RejectProfileChange',
  nannyId,
  changeId,
  reason,
  at,
});

describe('security item 3: an approved nanny’s profile changes wait for review', () => {
  it('holds an approved nanny’s new name and bio as a change, the photo kept', () =>
    spec
      .given(approved)
      .when(edit(' Nora Q ', ' Kind. '))
      .then([submitted('c1', 'Nora Q', 'Kind.')]));

  it('holds an approved nanny’s new photo under its own key, with the name and bio waiting', () =>
    spec
      .given([...approved, submitted('c1', 'Nora Q', 'Kind.')])
      .when(uploadPhoto())
      .then([submitted('c2', 'Nora Q', 'Kind.', newPhoto)]));

  it('keeps a waiting photo when she edits her name and bio again', () =>
    spec
      .given([...approved, submitted('c2', 'Nora', 'Calm.', newPhoto)])
      .when(edit('Nora', 'Calmer.', 'c3'))
      .then([submitted('c3', 'Nora', 'Calmer.', newPhoto)]));

  it('records nothing when she saves what is already listed or waiting', () => {
    spec.given(approved).when(edit('Nora', 'Calm.')).then([]);
    spec
      .given([...approved, submitted('c1', 'Nora Q', 'Kind.')])
      .when(edit('Nora Q', 'Kind.', 'c9'))
      .then([]);
  });

  it('lets a nanny who is not approved edit her profile and photo directly', () => {
    const rejected: NannyEvent = {
      type: 'NannyRejected',
      data: { nannyId, reason: 'Expired', rejectedAt: at },
    };
    for (const given of [history, [...history, rejected]]) {
      spec
        .given(given)
        .when(edit('Nora Q', 'Kind.'))
        .then([
          {
            type: 'NannyProfileUpdated',
            data: { nannyId, fullName: 'Nora Q', bio: 'Kind.', updatedAt: at },
          },
        ]);
      spec
        .given(given)
        .when(uploadPhoto())
        .then([{ type: 'ProfilePhotoUploaded', data: { nannyId, ...newPhoto } }]);
    }
  });

  // Only a new RBT certificate or photo ID reopens her review (document-versions.decider.test.ts);
  // other documents are recorded as before.
  it('records an approved nanny’s new background check without a change to review', () =>
    spec
      .given(approved)
      .when(uploadPhoto('c2', 'background-check'))
      .then([{ type: 'BackgroundCheckUploaded', data: { nannyId, ...newPhoto } }]));

  it('approves exactly the version waiting, with what parents will see', () =>
    spec
      .given([...approved, submitted('c2', 'Nora Q', 'Kind.', newPhoto)])
      .when(approve('c2'))
      .then([
        {
          type: 'NannyProfileChangeApproved',
          data: {
            nannyId,
            changeId: 'c2',
            fullName: 'Nora Q',
            bio: 'Kind.',
            photo: newPhoto,
            approvedAt: at,
          },
        },
      ]));

  it('refuses to approve or reject a version that is no longer the one waiting', () => {
    const given = [
      ...approved,
      submitted('c1', 'Nora', 'Harmless.'),
      submitted('c2', 'Nora', 'Swapped.'),
    ];
    spec
      .given(given)
      .when(approve('c1'))
      .thenThrows(/changed her profile again/);
    spec
      .given(given)
      .when(reject('c1', 'No'))
      .thenThrows(/changed her profile again/);
  });

  it('refuses a decision when no change waits', () => {
    spec.given(approved).when(approve('c1')).thenThrows('There are no changes waiting for review.');
    const decided: NannyEvent = {
      type: 'NannyProfileChangeRejected',
      data: { nannyId, changeId: 'c1', reason: 'No', rejectedAt: at },
    };
    spec
      .given([...approved, submitted('c1', 'Nora Q', 'Kind.'), decided])
      .when(approve('c1'))
      .thenThrows('There are no changes waiting for review.');
  });

  it('rejects a change only with a reason, and records it for her', () => {
    const given = [...approved, submitted('c1', 'Nora Q', 'Kind.')];
    spec
      .given(given)
      .when(reject('c1', '  '))
      .thenThrows('Please give a reason for the rejection.');
    spec
      .given(given)
      .when(reject('c1', ' Please keep it about care. '))
      .then([
        {
          type: 'NannyProfileChangeRejected',
          data: { nannyId, changeId: 'c1', reason: 'Please keep it about care.', rejectedAt: at },
        },
      ]);
  });

  it('compares her next edit with the approved version', () =>
    spec
      .given([
        ...approved,
        submitted('c1', 'Nora Q', 'Kind.'),
        {
          type: 'NannyProfileChangeApproved',
          data: {
            nannyId,
            changeId: 'c1',
            fullName: 'Nora Q',
            bio: 'Kind.',
            photo: null,
            approvedAt: at,
          },
        },
      ])
      .when(edit('Nora Q', 'Kind.', 'c2'))
      .then([]));

  it('applies a waiting change to her profile when her approval is withdrawn', () => {
    const withdrawn: NannyEvent = {
      type: 'NannyApprovalWithdrawn',
      data: { nannyId, withdrawnAt: at },
    };
    const withdraw: NannyCommand = { type: 'WithdrawApproval', nannyId, at };
    spec.given(approved).when(withdraw).then([withdrawn]);
    spec
      .given([...approved, submitted('c1', 'Nora Q', 'Kind.', newPhoto)])
      .when(withdraw)
      .then([
        withdrawn,
        {
          type: 'NannyProfileChangeApplied',
          data: {
            nannyId,
            changeId: 'c1',
            fullName: 'Nora Q',
            bio: 'Kind.',
            photo: newPhoto,
            appliedAt: at,
          },
        },
      ]);
  });
});
