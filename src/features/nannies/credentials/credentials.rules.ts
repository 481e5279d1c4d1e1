import { conflictError, validationError } from '../../../infra/domain/errors.js';
import {
  APPROVAL_NEEDS_ACTIVE_MESSAGE,
  credentialCheckProblem,
  hasLapsed,
  nextCheckOn,
  normalizeRbtNumber,
  type CredentialCheckInput,
  type CredentialStanding,
} from '../../../shared/credentials.js';
import type { CredentialCheckedData, NannyEvent } from '../nannies.events.js';

/** Her RBT certification as the last check (or lapse) left it, on her stream. */
export interface CredentialState {
  standing: CredentialStanding;
  expiresOn: string | null;
  /** An approval from before checks were recorded has been given its due check. */
  recheckRequested: boolean;
}

export const NO_CREDENTIAL: CredentialState = {
  standing: 'unrecorded',
  expiresOn: null,
  recheckRequested: false,
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
  | { type: 'RequestCredentialRecheck'; nannyId: string; dueOn: string; at: string };

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
  }
}
