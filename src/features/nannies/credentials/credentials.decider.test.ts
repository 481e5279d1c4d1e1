import { describe, it } from 'vitest';
import {
  activeCheck,
  approvalChecked,
  approvalFacts,
} from '../../../../test/helpers/credential-facts.js';
import {
  approved,
  at,
  nannyId,
  nannySpec,
  readyForApproval,
} from '../../../../test/helpers/nanny-givens.js';
import type { NannyEvent } from '../nannies.events.js';
import { APPROVAL_NEEDS_ACTIVE_MESSAGE, RBT_NUMBER_MESSAGE } from '../../../shared/credentials.js';
import { RECHECK_NOT_APPROVED_MESSAGE } from './credentials.rules.js';

const checkedActive = approvalChecked(nannyId, at);
/** Her certification lapsed on its expiry date (checkedActive's). */
const lapsedOnExpiry: NannyEvent = {
  type: 'RbtCertificationLapsed',
  data: { nannyId, expiresOn: '2027-06-30', lapsedAt: at },
};
const recheck = (over: object = {}, today = '2026-11-21') => ({
  type: 'RecordCredentialCheck' as const,
  nannyId,
  at,
  ...approvalFacts(today),
  ...over,
});

describe('RBT certification checks', () => {
  it('a re-check of an approved nanny records what the registry showed, with her next check', () =>
    nannySpec
      .given([approved, checkedActive])
      .when(
        recheck({
          check: activeCheck('2026-11-21', {
            registryStatus: 'inactive',
            inactiveReason: ' Voluntary inactive ',
            expiresOn: null,
          }),
        }),
      )
      .then([
        {
          type: 'RbtCertificationChecked',
          data: {
            nannyId,
            checkId: 'check-1',
            operatorId: 'op-1',
            certificationNumber: 'RBT-21-123456',
            registryStatus: 'inactive',
            inactiveReason: 'Voluntary inactive',
            expiresOn: null,
            checkedOn: '2026-11-21',
            nextCheckOn: '2026-12-21',
            occasion: 'recheck',
            recordedAt: at,
          },
        },
      ]));

  it('a nanny not approved is not re-checked here (her approval checks her)', () =>
    nannySpec.given([]).when(recheck()).thenThrows(RECHECK_NOT_APPROVED_MESSAGE));

  it('a number in the wrong shape is refused, nothing recorded', () =>
    nannySpec
      .given([approved, checkedActive])
      .when(recheck({ check: activeCheck('2026-11-21', { certificationNumber: '123456' }) }))
      .thenThrows(RBT_NUMBER_MESSAGE));

  it('approval refuses a check that did not find her active', () =>
    nannySpec
      .given(readyForApproval)
      .when({
        type: 'ApproveNanny',
        nannyId,
        at,
        ...approvalFacts(),
        check: activeCheck('2026-11-21', { registryStatus: 'not-found', expiresOn: null }),
      })
      .thenThrows(APPROVAL_NEEDS_ACTIVE_MESSAGE));

  it('two checks one after the other are both recorded; the later one stands', () =>
    nannySpec
      .given([approved, checkedActive, approvalChecked(nannyId, at)])
      .when(recheck())
      .then([
        {
          ...approvalChecked(nannyId, at),
          data: { ...approvalChecked(nannyId, at).data, occasion: 'recheck' },
        } as NannyEvent,
      ]));
});

describe('lapse without a check', () => {
  const lapse = (today: string) => ({ type: 'LapseCertification' as const, nannyId, today, at });
  it('does nothing before the expiry date', () =>
    nannySpec.given([approved, checkedActive]).when(lapse('2027-06-29')).then([]));
  it('lapses on the expiry date', () =>
    nannySpec.given([approved, checkedActive]).when(lapse('2027-06-30')).then([lapsedOnExpiry]));
  it('lapses once: a second run appends nothing', () =>
    nannySpec.given([approved, checkedActive, lapsedOnExpiry]).when(lapse('2027-07-01')).then([]));
  it('does not lapse a nanny whose approval was withdrawn', () =>
    nannySpec
      .given([
        approved,
        checkedActive,
        { type: 'NannyApprovalWithdrawn', data: { nannyId, withdrawnAt: at } },
      ])
      .when(lapse('2027-07-01'))
      .then([]));
});

describe('approvals from before checks were recorded', () => {
  const request = { type: 'RequestCredentialRecheck' as const, nannyId, dueOn: '2026-11-21', at };
  it('get one check due, keeping the approval', () =>
    nannySpec
      .given([approved])
      .when(request)
      .then([
        {
          type: 'RbtRecheckRequested',
          data: { nannyId, occasion: 'no-record', dueOn: '2026-11-21', requestedAt: at },
        },
      ]));
  it('only once, and never for a nanny already checked or not approved', () => {
    nannySpec
      .given([
        approved,
        {
          type: 'RbtRecheckRequested',
          data: { nannyId, occasion: 'no-record', dueOn: '2026-11-21', requestedAt: at },
        },
      ])
      .when(request)
      .then([]);
    nannySpec.given([approved, checkedActive]).when(request).then([]);
    nannySpec.given([]).when(request).then([]);
  });
});

describe('reminders before an expiry', () => {
  // approvalChecked: active, expiring 2027-06-30.
  const remind = (today: string, document: 'rbt-certification' | 'background-check') => ({
    type: 'SendExpiryReminder' as const,
    nannyId,
    document,
    today,
    timeZone: 'America/New_York',
    at,
  });
  const sent = (
    document: 'rbt-certification' | 'background-check',
    expiresOn: string,
    daysBefore: number,
  ): NannyEvent => ({
    type: 'CredentialExpiryReminderSent',
    data: { nannyId, document, expiresOn, daysBefore, sentAt: at },
  });
  /** Each case: the reminders already sent, the platform's day, and what is sent that day. */
  type ReminderCase = [reminded: NannyEvent[], today: string, expected: NannyEvent[]];

  it('emails her 60, 30 and 7 days before her RBT expiry, each once', () => {
    const rbtSent = (daysBefore: number) => sent('rbt-certification', '2027-06-30', daysBefore);
    const cases: ReminderCase[] = [
      [[], '2027-04-30', []],
      [[], '2027-05-01', [rbtSent(60)]],
      [[rbtSent(60)], '2027-05-02', []],
      [[rbtSent(60)], '2027-05-31', [rbtSent(30)]],
      [[rbtSent(30)], '2027-06-23', [rbtSent(7)]],
    ];
    for (const [reminded, today, expected] of cases) {
      nannySpec
        .given([approved, checkedActive, ...reminded])
        .when(remind(today, 'rbt-certification'))
        .then(expected);
    }
  });
  it('starts afresh for a renewed expiry, and never reminds a nanny lapsed or not approved', () => {
    const renewed = approvalChecked(nannyId, at, '2027-06-01');
    (renewed.data as { expiresOn: string }).expiresOn = '2029-06-30';
    nannySpec
      .given([approved, checkedActive, sent('rbt-certification', '2027-06-30', 30), renewed])
      .when(remind('2029-05-01', 'rbt-certification'))
      .then([sent('rbt-certification', '2029-06-30', 60)]);
    nannySpec
      .given([approved, checkedActive, lapsedOnExpiry])
      .when(remind('2027-06-29', 'rbt-certification'))
      .then([]);
    nannySpec.given([checkedActive]).when(remind('2027-05-01', 'rbt-certification')).then([]);
  });
  it("emails her 30 days before her background check stops counting, read on the platform's day", () => {
    // 02:00 UTC on 1 March 2024 is 29 February in New York: valid through 2025-02-28.
    const verified: NannyEvent = {
      type: 'BackgroundCheckVerified',
      data: { nannyId, verifiedAt: '2024-03-01T02:00:00.000Z' },
    };
    const checkSent = sent('background-check', '2025-03-01', 30);
    const cases: ReminderCase[] = [
      [[], '2025-01-29', []],
      [[], '2025-01-30', [checkSent]],
      [[checkSent], '2025-02-10', []],
    ];
    for (const [reminded, today, expected] of cases) {
      nannySpec
        .given([approved, verified, ...reminded])
        .when(remind(today, 'background-check'))
        .then(expected);
    }
    nannySpec
      .given([
        approved,
        verified,
        { type: 'BackgroundCheckRejected', data: { nannyId, reason: 'Blurry', rejectedAt: at } },
      ])
      .when(remind('2025-01-30', 'background-check'))
      .then([]);
  });
});
