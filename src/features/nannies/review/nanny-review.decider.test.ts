import { describe, it } from 'vitest';
import { NotStreamOwnerError } from '../../../infra/domain/errors.js';
import type { NannyCommand } from '../nannies.decider.js';
import type { NannyEvent } from '../nannies.events.js';
import { hiddenCharactersMessage } from '../../../shared/plain-text.js';
import { approvalChecked, approvalFacts } from '../../../../test/helpers/credential-facts.js';
import {
  agreed,
  approved,
  at,
  nannyId,
  nannySpec,
  pdfFile,
  photo,
  photoId,
  profile,
  readyForApproval,
} from '../../../../test/helpers/nanny-givens.js';

const background: NannyEvent = { type: 'BackgroundCheckUploaded', data: { nannyId, ...pdfFile } };

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
      nannySpec
        .given([...readyForApproval, background])
        .when(decision)
        .thenThrows(NotStreamOwnerError);
    }
  });

  it('approves a nanny with photo, name and bio, certification and photo ID', () =>
    nannySpec
      .given(readyForApproval)
      .when({ type: 'ApproveNanny', nannyId, at, ...approvalFacts() })
      .then([approved, approvalChecked(nannyId, at)]));

  it('refuses approval naming everything that is missing', () => {
    nannySpec
      .given([agreed])
      .when({ type: 'ApproveNanny', nannyId, at, ...approvalFacts() })
      .thenThrows(
        'Cannot approve yet: missing profile photo, name and bio, RBT certification, photo ID.',
      );
    nannySpec
      .given([agreed, photo, profile, photoId])
      .when({ type: 'ApproveNanny', nannyId, at, ...approvalFacts() })
      .thenThrows('Cannot approve yet: missing RBT certification.');
  });

  it('does not approve twice, and approves again after a rejection', () => {
    nannySpec
      .given([...readyForApproval, approved])
      .when({ type: 'ApproveNanny', nannyId, at, ...approvalFacts() })
      .thenThrows('This nanny is already approved.');
    const rejected: NannyEvent = {
      type: 'NannyRejected',
      data: { nannyId, reason: 'Expired', rejectedAt: at },
    };
    nannySpec
      .given([...readyForApproval, rejected])
      .when({ type: 'ApproveNanny', nannyId, at, ...approvalFacts() })
      .then([approved, approvalChecked(nannyId, at)]);
  });

  it('rejects only a pending nanny, and only with a reason', () => {
    nannySpec
      .given(readyForApproval)
      .when({ type: 'RejectNanny', nannyId, reason: ' ', at })
      .thenThrows('Please give a reason for the rejection.');
    nannySpec
      .given(readyForApproval)
      .when({ type: 'RejectNanny', nannyId, reason: ' Expired certificate ', at })
      .then([
        { type: 'NannyRejected', data: { nannyId, reason: 'Expired certificate', rejectedAt: at } },
      ]);
    nannySpec
      .given([...readyForApproval, approved])
      .when({ type: 'RejectNanny', nannyId, reason: 'x', at })
      .thenThrows(/waiting for review/);
  });

  it('withdraws only an approval', () => {
    nannySpec
      .given([...readyForApproval, approved])
      .when({ type: 'WithdrawApproval', nannyId, at })
      .then([{ type: 'NannyApprovalWithdrawn', data: { nannyId, withdrawnAt: at } }]);
    nannySpec
      .given(readyForApproval)
      .when({ type: 'WithdrawApproval', nannyId, at })
      .thenThrows(/Only an approved nanny/);
  });

  it('decides a background check only while one waits for review', () => {
    nannySpec
      .given(readyForApproval)
      .when({ type: 'VerifyBackgroundCheck', nannyId, at })
      .thenThrows(/no background check waiting/);
    nannySpec
      .given([...readyForApproval, background])
      .when({ type: 'VerifyBackgroundCheck', nannyId, at })
      .then([{ type: 'BackgroundCheckVerified', data: { nannyId, verifiedAt: at } }]);
    nannySpec
      .given([...readyForApproval, background])
      .when({ type: 'RejectBackgroundCheck', nannyId, reason: '', at })
      .thenThrows('Please give a reason for the rejection.');
    const verified: NannyEvent = {
      type: 'BackgroundCheckVerified',
      data: { nannyId, verifiedAt: at },
    };
    nannySpec
      .given([...readyForApproval, background, verified, background])
      .when({ type: 'VerifyBackgroundCheck', nannyId, at })
      .then([verified]);
  });

  it('lets operators decide without the nanny having agreed to anything', () =>
    nannySpec
      .given([])
      .when({ type: 'VerifyBackgroundCheck', nannyId, at })
      .thenThrows(/no background check waiting/));
});

describe('security item 10: hidden characters in what the nanny reads', () => {
  it('security item 10: refuses a rejection reason with bidirectional or control characters', () => {
    const hidden = hiddenCharactersMessage('Reason');
    nannySpec
      .given(readyForApproval)
      .when({ type: 'RejectNanny', nannyId, reason: 'Expired\u202E', at })
      .thenThrows(hidden);
    nannySpec
      .given([...readyForApproval, background])
      .when({ type: 'RejectBackgroundCheck', nannyId, reason: 'Blurry\u0007', at })
      .thenThrows(hidden);
  });
});
