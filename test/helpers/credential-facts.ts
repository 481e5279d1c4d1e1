import { nextCheckOn, type CredentialCheckInput } from '../../src/shared/credentials.js';
import type { NannyEvent } from '../../src/features/nannies/index.js';

/** What an operator reads in the registry for an active nanny, checked on `today`. */
export const activeCheck = (
  today = '2026-11-21',
  over: Partial<CredentialCheckInput> = {},
): CredentialCheckInput => ({
  certificationNumber: 'RBT-21-123456',
  registryStatus: 'active',
  expiresOn: '2027-06-30',
  checkedOn: today,
  ...over,
});

/** The registry facts an ApproveNanny (or RecordCredentialCheck) command carries. */
export const approvalFacts = (today = '2026-11-21') => ({
  check: activeCheck(today),
  checkId: 'check-1',
  operatorId: 'op-1',
  today,
});

/** The check an approval with approvalFacts() records. */
export const approvalChecked = (nannyId: string, at: string, today = '2026-11-21'): NannyEvent => ({
  type: 'RbtCertificationChecked',
  data: {
    nannyId,
    checkId: 'check-1',
    operatorId: 'op-1',
    certificationNumber: 'RBT-21-123456',
    registryStatus: 'active',
    inactiveReason: null,
    expiresOn: '2027-06-30',
    checkedOn: today,
    // 180 days after the check (2027-05-20 from 2026-11-21) comes before 30 days ahead of expiry.
    nextCheckOn: nextCheckOn(activeCheck(today)),
    occasion: 'approval',
    recordedAt: at,
  },
});

/**
 * The body of an approval or re-check through the API, read in the registry the day before
 * `now` (UTC), so it is never "in the future" on any US platform zone, expiring a year later.
 */
export const approvalBody = (
  now: Date = new Date(),
  over: Partial<CredentialCheckInput> = {},
): CredentialCheckInput => {
  const day = (offsetDays: number) =>
    new Date(now.getTime() + offsetDays * 86_400_000).toISOString().slice(0, 10);
  return activeCheck(day(-1), { expiresOn: day(365), ...over });
};
