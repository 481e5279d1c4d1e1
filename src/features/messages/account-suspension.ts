import { requireOwnStream, type Decider } from '../../infra/event-store/decider.js';
import type { NewEvent } from '../../infra/event-store/event-types.js';

/**
 * The one account fact this feature records: a suspension after a report, on the sender's
 * account stream. The event type belongs to the accounts feature (schema, state, read table);
 * it is named here, as projections name other features' events, so the features share no code.
 */
interface SuspendAccount {
  accountId: string;
  reportId: string;
  operatorId: string;
  at: string;
}

type AccountSuspended = NewEvent & {
  type: 'AccountSuspended';
  data: {
    accountId: string;
    reason: 'message-report';
    reportId: string;
    operatorId: string;
    suspendedAt: string;
  };
};

/** Whether the account stream holds a registration and a suspension (other events ignored). */
interface SuspensionState {
  registered: boolean;
  suspended: boolean;
}

export const accountStreamOf = (accountId: string) => `account-${accountId}`;

const REGISTERED = new Set(['NannyRegistered', 'ParentRegistered', 'OperatorRegistered']);

export const accountSuspensionDecider: Decider<SuspensionState, SuspendAccount, NewEvent> = {
  streamType: 'account',
  initialState: () => ({ registered: false, suspended: false }),
  evolve: (state, event) => {
    if (REGISTERED.has(event.type)) return { ...state, registered: true };
    if (event.type === 'AccountSuspended') return { ...state, suspended: true };
    // An erased account is not suspended after it: there is nobody left to suspend.
    if (event.type === 'AccountErased') return { ...state, suspended: true };
    return state;
  },
  decide: (command, state, streamId) => {
    requireOwnStream(streamId, accountStreamOf(command.accountId));
    // Suspended once: a second suspending decision on another report changes nothing.
    if (!state.registered || state.suspended) return [];
    const event: AccountSuspended = {
      type: 'AccountSuspended',
      data: {
        accountId: command.accountId,
        reason: 'message-report',
        reportId: command.reportId,
        operatorId: command.operatorId,
        suspendedAt: command.at,
      },
    };
    return [event];
  },
};
