import { describe, it } from 'vitest';
import { NotStreamOwnerError } from '../../../infra/domain/errors.js';
import { deciderSpec } from '../../../../test/helpers/decider-spec.js';
import { nannyDecider, type NannyCommand } from '../nannies.decider.js';
import { nannyStreamId, type NannyEvent } from '../nannies.events.js';
import { hiddenCharactersMessage } from '../../../shared/plain-text.js';
import { approvalChecked, approvalFacts } from '../../../../test/helpers/credential-facts.js';

const spec = deciderSpec(nannyDecider, nannyStreamId('n1'));
const at = '2026-11-21T12:00:00.000Z';
const nannyId = 'n1';
const file = {
  contentType: 'application/pdf',
  size: 9,
  sha256: 'c'.repeat(64),
  fileName: null,
  uploadedAt: at,
};
const agreed: NannyEvent = {
  type: 'PaymentPolicyAgreed',
  data: { nannyId, policyVersion: '2025-03', agreedAt: at },
};
const photo: NannyEvent = { type: 'ProfilePhotoUploaded', data: { nannyId, ...file } };
const profile: NannyEvent = {
  type: 'NannyProfileUpdated',
  data: { nannyId, fullName: 'Nora', bio: 'Bio', updatedAt: at },
};
const certificate: NannyEvent = { type: 'RbtCertificationUploaded', data: { nannyId, ...file } };
const photoId: NannyEvent = { type: 'PhotoIdUploaded', data: { nannyId, ...file } };
const background: NannyEvent = { type: 'BackgroundCheckUploaded', data: { nannyId, ...file } };
const complete = [agreed, photo, profile, certificate, photoId];
const approved: NannyEvent = { type: 'NannyApproved', data: { nannyId, approvedAt: at } };

describe('operator decisions on a nanny', () => {
  it('security item 1: mass assignment — refuses a decision about another nanny', () => {
    const other = { nannyId: 'n2', at };
    const decisions: NannyCommand[] = [
      { type: 'ApproveNanny', ...other, ...approvalFacts() },
      { type: 'RejectNanny', ...other, reason: 'No' },
      { type: 'WithdrawApproval', ...other },
      { type: 'VerifyBackgroundCheck', ...other },
      { type: 'RejectBackgroundCheck', ...other, reason: 'No' },
    ];
    for (const decision of decisions) {
      spec
        .given([...complete, background])
        .when(decision)
        .thenThrows(NotStreamOwnerError);
    }
  });

  it('approves a nanny with photo, name and bio, certification and photo ID', () =>
    spec
      .given(complete)
      .when({ type: 'ApproveNanny', nannyId, at, ...approvalFacts() })
      .then([approved, approvalChecked(nannyId, at)]));

  it('refuses approval naming everything that is missing', () => {
    spec
      .given([agreed])
      .when({ type: 'ApproveNanny', nannyId, at, ...approvalFacts() })
      .thenThrows(
        'Cannot approve yet: missing profile photo, name and bio, RBT certification, photo ID.',
      );
    spec
      .given([agreed, photo, profile, photoId])
      .when({ type: 'ApproveNanny', nannyId, at, ...approvalFacts() })
      .thenThrows('Cannot approve yet: missing RBT certification.');
  });

  it('does not approve twice, and approves again after a rejection', () => {
    spec
      .given([...complete, approved])
      .when({ type: 'ApproveNanny', nannyId, at, ...approvalFacts() })
      .thenThrows('This nanny is already approved.');
    const rejected: NannyEvent = {
      type: 'NannyRejected',
      data: { nannyId, reason: 'Expired', rejectedAt: at },
    };
    spec
      .given([...complete, rejected])
      .when({ type: 'ApproveNanny', nannyId, at, ...approvalFacts() })
      .then([approved, approvalChecked(nannyId, at)]);
  });

  it('rejects only a pending nanny, and only with a reason', () => {
    spec
      .given(complete)
      .when({ type: 'RejectNanny', nannyId, reason: ' ', at })
      .thenThrows('Please give a reason for the rejection.');
    spec
      .given(complete)
      .when({ type: 'RejectNanny', nannyId, reason: ' Expired certificate ', at })
      .then([
        { type: 'NannyRejected', data: { nannyId, reason: 'Expired certificate', rejectedAt: at } },
      ]);
    spec
      .given([...complete, approved])
      .when({ type: 'RejectNanny', nannyId, reason: 'x', at })
      .thenThrows(/waiting for review/);
  });

  it('withdraws only an approval', () => {
    spec
      .given([...complete, approved])
      .when({ type: 'WithdrawApproval', nannyId, at })
      .then([{ type: 'NannyApprovalWithdrawn', data: { nannyId, withdrawnAt: at } }]);
    spec
      .given(complete)
      .when({ type: 'WithdrawApproval', nannyId, at })
      .thenThrows(/Only an approved nanny/);
  });

  it('decides a background check only while one waits for review', () => {
    spec
      .given(complete)
      .when({ type: 'VerifyBackgroundCheck', nannyId, at })
      .thenThrows(/no background check waiting/);
    spec
      .given([...complete, background])
      .when({ type: 'VerifyBackgroundCheck', nannyId, at })
      .then([{ type: 'BackgroundCheckVerified', data: { nannyId, verifiedAt: at } }]);
    spec
      .given([...complete, background])
      .when({ type: 'RejectBackgroundCheck', nannyId, reason: '', at })
      .thenThrows('Please give a reason for the rejection.');
    const verified: NannyEvent = {
      type: 'BackgroundCheckVerified',
      data: { nannyId, verifiedAt: at },
    };
    spec
      .given([...complete, background, verified, background])
      .when({ type: 'VerifyBackgroundCheck', nannyId, at })
      .then([verified]);
  });

  it('lets operators decide without the nanny having agreed to anything', () =>
    spec
      .given([])
      .when({ type: 'VerifyBackgroundCheck', nannyId, at })
      .thenThrows(/no background check waiting/));
});

describe('security item 10: hidden characters in what the nanny reads', () => {
  it('security item 10: refuses a rejection reason with bidirectional or control characters', () => {
    const hidden = hiddenCharactersMessage('Reason');
    spec
      .given(complete)
      .when({ type: 'RejectNanny', nannyId, reason: 'Expired\u202E', at })
      .thenThrows(hidden);
    spec
      .given([...complete, background])
      .when({ type: 'RejectBackgroundCheck', nannyId, reason: 'Blurry\u0007', at })
      .thenThrows(hidden);
  });
});
