import { describe, it } from 'vitest';
import { deciderSpec } from '../../../../test/helpers/decider-spec.js';
import { approvalChecked, approvalFacts } from '../../../../test/helpers/credential-facts.js';
import { nannyDecider } from '../nannies.decider.js';
import { nannyStreamId, type FileFactsData, type NannyEvent } from '../nannies.events.js';

// Document versions: decisions name the version decided on; a replaced RBT certificate or photo ID
// reopens an approved nanny's review.

const spec = deciderSpec(nannyDecider, nannyStreamId('n1'));
const at = '2026-11-25T12:00:00.000Z';
const later = '2026-11-26T12:00:00.000Z';
const nannyId = 'n1';
const file = (uploadId?: string): FileFactsData => ({
  nannyId,
  contentType: 'application/pdf',
  size: 9,
  sha256: 'c'.repeat(64),
  fileName: 'card.pdf',
  uploadedAt: at,
  ...(uploadId && { uploadId, storageKey: `nannyDocuments/${nannyId}-x-${uploadId}` }),
});
const agreed: NannyEvent = {
  type: 'PaymentPolicyAgreed',
  data: { nannyId, policyVersion: '2025-03', agreedAt: at },
};
const photo: NannyEvent = { type: 'ProfilePhotoUploaded', data: file() };
const profile: NannyEvent = {
  type: 'NannyProfileUpdated',
  data: { nannyId, fullName: 'Nora', bio: 'Bio', updatedAt: at },
};
const certificate = (uploadId?: string): NannyEvent => ({
  type: 'RbtCertificationUploaded',
  data: file(uploadId),
});
const photoId = (uploadId?: string): NannyEvent => ({
  type: 'PhotoIdUploaded',
  data: file(uploadId),
});
const background = (uploadId?: string): NannyEvent => ({
  type: 'BackgroundCheckUploaded',
  data: file(uploadId),
});
const cpr: NannyEvent = { type: 'CprFirstAidUploaded', data: file('u-cpr') };
const base = [agreed, photo, profile];
const approved: NannyEvent = { type: 'NannyApproved', data: { nannyId, approvedAt: at } };
const upload = (kind: 'rbt-certification' | 'photo-id' | 'background-check', uploadId: string) =>
  ({
    type: 'RecordDocumentUpload',
    nannyId,
    changeId: 'c1',
    kind,
    file: {
      contentType: 'application/pdf',
      size: 9,
      sha256: 'c'.repeat(64),
      fileName: 'card.pdf',
      storageKey: `nannyDocuments/${nannyId}-x-${uploadId}`,
      uploadId,
    },
    at: later,
  }) as const;

describe('document versions in decisions', () => {
  it('records the versions an approval was decided on, the latest of each kind', () =>
    spec
      .given([
        ...base,
        certificate('u-old'),
        certificate('u-rbt'),
        photoId('u-id'),
        background('u-bg'),
      ])
      .when({ type: 'ApproveNanny', nannyId, at, ...approvalFacts() })
      .then([
        {
          type: 'NannyApproved',
          data: {
            nannyId,
            approvedAt: at,
            documents: {
              'rbt-certification': 'u-rbt',
              'photo-id': 'u-id',
              'background-check': 'u-bg',
            },
          },
        },
        approvalChecked(nannyId, at),
      ]));

  it('leaves out the versions of files uploaded before versions were kept', () =>
    spec
      .given([...base, certificate(), photoId('u-id')])
      .when({ type: 'ApproveNanny', nannyId, at, ...approvalFacts() })
      .then([
        {
          type: 'NannyApproved',
          data: { nannyId, approvedAt: at, documents: { 'photo-id': 'u-id' } },
        },
        approvalChecked(nannyId, at),
      ]));

  it('names a legacy file by the id its move gave it', () =>
    spec
      .given([
        ...base,
        certificate(),
        photoId(),
        {
          type: 'NannyDocumentMoved',
          data: {
            nannyId,
            kind: 'rbt-certification',
            uploadId: 'u-moved',
            fromKey: `rbtCertifications/${nannyId}`,
            storageKey: `nannyDocuments/${nannyId}-rbt-certification-u-moved`,
            movedAt: at,
          },
        },
      ])
      .when({ type: 'ApproveNanny', nannyId, at, ...approvalFacts() })
      .then([
        {
          type: 'NannyApproved',
          data: { nannyId, approvedAt: at, documents: { 'rbt-certification': 'u-moved' } },
        },
        approvalChecked(nannyId, at),
      ]));

  it('records the background check version verified or rejected', () => {
    spec
      .given([...base, background('u-bg1'), background('u-bg2')])
      .when({ type: 'VerifyBackgroundCheck', nannyId, at })
      .then([
        { type: 'BackgroundCheckVerified', data: { nannyId, verifiedAt: at, uploadId: 'u-bg2' } },
      ]);
    spec
      .given([...base, background('u-bg1')])
      .when({ type: 'RejectBackgroundCheck', nannyId, reason: 'Blurry', at })
      .then([
        {
          type: 'BackgroundCheckRejected',
          data: { nannyId, reason: 'Blurry', rejectedAt: at, uploadId: 'u-bg1' },
        },
      ]);
  });

  it('records the CPR / First Aid card version verified or rejected', () => {
    spec
      .given([...base, cpr])
      .when({
        type: 'VerifyCprFirstAid',
        nannyId,
        validUntil: '2027-01-01',
        today: '2026-11-25',
        at,
      })
      .then([
        {
          type: 'CprFirstAidVerified',
          data: { nannyId, validUntil: '2027-01-01', verifiedAt: at, uploadId: 'u-cpr' },
        },
      ]);
    spec
      .given([...base, cpr])
      .when({ type: 'RejectCprFirstAid', nannyId, reason: 'Expired', at })
      .then([
        {
          type: 'CprFirstAidRejected',
          data: { nannyId, reason: 'Expired', rejectedAt: at, uploadId: 'u-cpr' },
        },
      ]);
  });
});

describe('replacing a verified document', () => {
  const approvedNanny = [...base, certificate('u-rbt'), photoId('u-id'), approved];

  it('reopens review when an approved nanny replaces her RBT certificate', () =>
    spec
      .given(approvedNanny)
      .when(upload('rbt-certification', 'u-new'))
      .then([
        {
          type: 'RbtCertificationUploaded',
          data: { ...file('u-new'), uploadedAt: later },
        },
        {
          type: 'NannyReviewReopened',
          data: { nannyId, kind: 'rbt-certification', uploadId: 'u-new', reopenedAt: later },
        },
      ]));

  it('reopens review when an approved nanny replaces her photo ID', () =>
    spec
      .given(approvedNanny)
      .when(upload('photo-id', 'u-new'))
      .then([
        { type: 'PhotoIdUploaded', data: { ...file('u-new'), uploadedAt: later } },
        {
          type: 'NannyReviewReopened',
          data: { nannyId, kind: 'photo-id', uploadId: 'u-new', reopenedAt: later },
        },
      ]));

  it('applies her waiting profile change, as a withdrawal does', () => {
    const change = { nannyId, changeId: 'ch1', fullName: 'Nora B', bio: 'New', photo: null };
    spec
      .given([
        ...approvedNanny,
        { type: 'NannyProfileChangeSubmitted', data: { ...change, submittedAt: at } },
      ])
      .when(upload('photo-id', 'u-new'))
      .then([
        { type: 'PhotoIdUploaded', data: { ...file('u-new'), uploadedAt: later } },
        {
          type: 'NannyReviewReopened',
          data: { nannyId, kind: 'photo-id', uploadId: 'u-new', reopenedAt: later },
        },
        { type: 'NannyProfileChangeApplied', data: { ...change, appliedAt: later } },
      ]);
  });

  it('does not reopen for a background check, which has a review of its own', () =>
    spec
      .given(approvedNanny)
      .when(upload('background-check', 'u-new'))
      .then([{ type: 'BackgroundCheckUploaded', data: { ...file('u-new'), uploadedAt: later } }]));

  it('does not reopen a nanny who is not approved', () =>
    spec
      .given([...base, certificate('u-rbt'), photoId('u-id')])
      .when(upload('rbt-certification', 'u-new'))
      .then([{ type: 'RbtCertificationUploaded', data: { ...file('u-new'), uploadedAt: later } }]));

  it('lets an operator approve her again once reopened, naming the new version', () =>
    spec
      .given([
        ...approvedNanny,
        certificate('u-new'),
        {
          type: 'NannyReviewReopened',
          data: { nannyId, kind: 'rbt-certification', uploadId: 'u-new', reopenedAt: later },
        },
      ])
      .when({ type: 'ApproveNanny', nannyId, at: later, ...approvalFacts() })
      .then([
        {
          type: 'NannyApproved',
          data: {
            nannyId,
            approvedAt: later,
            documents: { 'rbt-certification': 'u-new', 'photo-id': 'u-id' },
          },
        },
        approvalChecked(nannyId, later),
      ]));
});
