import { conflictError, validationError } from '../../../infra/domain/errors.js';
import {
  APPROVAL_NEEDS_ACTIVE_MESSAGE,
  credentialCheckProblem,
  BACKGROUND_REMINDER_DAYS,
  backgroundCheckExpiresOn,
  hasLapsed,
  nextCheckOn,
  RBT_REMINDER_DAYS,
  reminderDue,
  verifiedOnIn,
  normalizeRbtNumber,
  type CredentialCheckInput,
  type CredentialStanding,
  type ReminderDocument,
} from '../../../shared/credentials.js';
import type { CredentialCheckedData, NannyEvent } from '../nannies.events.js';

/** Her RBT certification as the last check (or lapse) left it, on her stream. */
export interface CredentialState {
  standing: CredentialStanding;
  expiresOn: string | null;
  /** An approval from before checks were recorded has been given its due check. */
  recheckRequested: boolean;
  /** When her background check now in force was verified; null when none is. */
  backgroundVerifiedAt: string | null;
  /** The nearest reminder sent for each document, and for which expiry. */
  reminded: Partial<Record<ReminderDocument, { expiresOn: string; daysBefore: number }>>;
}

export const NO_CREDENTIAL: CredentialState = {
  standing: 'unrecorded',
  expiresOn: null,
  recheckRequested: false,
  backgroundVerifiedAt: null,
  reminded: {},
};

/** A check an operator records: the registry's facts, who, when; `today` in the platform zone. */
export interface CheckFacts {
  check: CredentialCheckInput;
  checkId: string;
  operatorId: string;
  today: string;
}

export type CredentialCommand =
  | ({ type: 'RecordCredentialCheck'; nannyId: string; at: string } & CheckFacts)
  | { type: 'LapseCertification'; nannyId: string; today: string; at: string }
  | { type: 'RequestCredentialRecheck'; nannyId: string; dueOn: string; at: string }
  | {
      type: 'SendExpiryReminder';
      nannyId: string;
      document: ReminderDocument;
      /** The platform zone and its date: a background check's day is read in it. */
      today: string;
      timeZone: string;
      at: string;
    };

export function evolveCredential(state: CredentialState, event: NannyEvent): CredentialState {
  switch (event.type) {
    case 'RbtCertificationChecked':
      return {
        ...state,
        standing: event.data.registryStatus,
        expiresOn: event.data.expiresOn,
      };
    case 'RbtCertificationLapsed':
      return { ...state, standing: 'lapsed' };
    case 'RbtRecheckRequested':
      return { ...state, recheckRequested: true };
    // A new upload waiting for review leaves the verified one in force (as CPR / First Aid);
    // a rejection is the operator's latest word and ends it.
    case 'BackgroundCheckVerified':
      return { ...state, backgroundVerifiedAt: event.data.verifiedAt };
    case 'BackgroundCheckRejected':
      return { ...state, backgroundVerifiedAt: null };
    case 'CredentialExpiryReminderSent': {
      const { document, expiresOn, daysBefore } = event.data;
      return { ...state, reminded: { ...state.reminded, [document]: { expiresOn, daysBefore } } };
    }
    default:
      return state;
  }
}

/** The check as the log keeps it, or a 400 naming the first field in the wrong. */
export function checkedEvent(
  nannyId: string,
  facts: CheckFacts,
  occasion: CredentialCheckedData['occasion'],
  at: string,
): NannyEvent {
  const { check, checkId, operatorId, today } = facts;
  const problem = credentialCheckProblem(check, today);
  if (problem) throw validationError(problem.message, { field: problem.field });
  const active = check.registryStatus === 'active';
  const expiresOn = check.expiresOn ? check.expiresOn : null;
  return {
    type: 'RbtCertificationChecked',
    data: {
      nannyId,
      checkId,
      operatorId,
      certificationNumber: normalizeRbtNumber(check.certificationNumber),
      registryStatus: check.registryStatus,
      inactiveReason: check.registryStatus === 'inactive' ? check.inactiveReason!.trim() : null,
      expiresOn: active || check.registryStatus === 'inactive' ? expiresOn : null,
      checkedOn: check.checkedOn,
      nextCheckOn: nextCheckOn({ ...check, expiresOn }),
      occasion,
      recordedAt: at,
    },
  };
}

/** The check an approval records: it must find her active with an expiry after today. */
export function approvalCheck(nannyId: string, facts: CheckFacts, at: string): NannyEvent {
  const event = checkedEvent(nannyId, facts, 'approval', at);
  if (facts.check.registryStatus !== 'active')
    throw validationError(APPROVAL_NEEDS_ACTIVE_MESSAGE, { field: 'registryStatus' });
  return event;
}

export const RECHECK_NOT_APPROVED_MESSAGE =
  'Only an approved nanny is re-checked here. A nanny in review is checked when she is approved.';

/** Re-checks, lapses and the catch-up of approvals from before checks were recorded. */
export function decideCredential(
  command: CredentialCommand,
  state: { status: 'pending' | 'approved' | 'rejected'; credential: CredentialState },
): NannyEvent[] {
  const { nannyId, at } = command;
  const { credential } = state;
  switch (command.type) {
    case 'RecordCredentialCheck':
      // Two operators at once: both checks are kept, in log order; the later one stands.
      if (state.status !== 'approved') throw conflictError(RECHECK_NOT_APPROVED_MESSAGE);
      return [checkedEvent(nannyId, command, 'recheck', at)];
    case 'LapseCertification':
      // A renewal recorded since the job read the table, or a second run, appends nothing.
      if (state.status !== 'approved' || credential.standing !== 'active') return [];
      if (!credential.expiresOn || !hasLapsed(credential.expiresOn, command.today)) return [];
      return [
        {
          type: 'RbtCertificationLapsed',
          data: { nannyId, expiresOn: credential.expiresOn, lapsedAt: at },
        },
      ];
    case 'RequestCredentialRecheck':
      if (state.status !== 'approved' || credential.standing !== 'unrecorded') return [];
      if (credential.recheckRequested) return [];
      return [
        {
          type: 'RbtRecheckRequested',
          data: { nannyId, occasion: 'no-record', dueOn: command.dueOn, requestedAt: at },
        },
      ];
    case 'SendExpiryReminder':
      return expiryReminder(command, state);
  }
}

/** When her document in force expires, with the reminder days for it; null when none is. */
export function expiryOf(
  document: ReminderDocument,
  credential: CredentialState,
  timeZone: string,
): { expiresOn: string; thresholds: readonly number[] } | null {
  if (document === 'rbt-certification')
    return credential.standing === 'active' && credential.expiresOn
      ? { expiresOn: credential.expiresOn, thresholds: RBT_REMINDER_DAYS }
      : null;
  if (!credential.backgroundVerifiedAt) return null;
  const verifiedOn = verifiedOnIn(credential.backgroundVerifiedAt, timeZone);
  return { expiresOn: backgroundCheckExpiresOn(verifiedOn), thresholds: BACKGROUND_REMINDER_DAYS };
}

/**
 * The reminder due today, once per threshold and expiry: a second run, a restart or a renewal
 * recorded since the job read the table appends nothing. Only an approved nanny is reminded.
 */
function expiryReminder(
  command: Extract<CredentialCommand, { type: 'SendExpiryReminder' }>,
  state: { status: 'pending' | 'approved' | 'rejected'; credential: CredentialState },
): NannyEvent[] {
  if (state.status !== 'approved') return [];
  const { nannyId, document, today, timeZone, at } = command;
  const expiry = expiryOf(document, state.credential, timeZone);
  if (!expiry) return [];
  const sent = state.credential.reminded[document];
  const sentDays = sent?.expiresOn === expiry.expiresOn ? sent.daysBefore : null;
  const daysBefore = reminderDue(expiry.expiresOn, today, expiry.thresholds, sentDays);
  if (daysBefore === null) return [];
  return [
    {
      type: 'CredentialExpiryReminderSent',
      data: { nannyId, document, expiresOn: expiry.expiresOn, daysBefore, sentAt: at },
    },
  ];
}
