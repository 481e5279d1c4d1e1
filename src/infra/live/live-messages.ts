import type { Kysely } from 'kysely';
import type { Database, Role } from '../db/schema.js';
import type { RecordedEvent } from '../event-store/event-types.js';
import type { MessagesLiveMessage } from '../../shared/messages.js';
import type { ReplayProgressLiveMessage } from '../../shared/replay-progress.js';

/** Small typed messages pushed over /ws; each names the event position it came from. */
export type LiveMessage =
  | { type: 'hello'; position: number }
  /** Messages between a parent and a nanny, and the operators' Reports queue. */
  | MessagesLiveMessage
  /** The position asked for is outside the catch-up window: refetch, then follow from here. */
  | { type: 'resync'; position: number }
  | {
      type: 'nanny.status';
      position: number;
      nannyId: string;
      status: 'pending' | 'approved' | 'rejected';
      rejectionReason: string | null;
    }
  | {
      type: 'nanny.background-check';
      position: number;
      nannyId: string;
      status: 'pending' | 'verified' | 'rejected';
      rejectionReason: string | null;
    }
  /** Her CPR / First Aid card was uploaded (pending), verified (through validUntil) or rejected. */
  | {
      type: 'nanny.cpr-first-aid';
      position: number;
      nannyId: string;
      status: 'pending' | 'verified' | 'rejected';
      validUntil: string | null;
      rejectionReason: string | null;
    }
  /**
   * To parents: something that can change this nanny's card or whether she matches a search
   * changed; ask GET /api/directory/nannies/:nannyId with the current filters.
   */
  | { type: 'directory.changed'; position: number; nannyId: string }
  | { type: 'queue.changed'; position: number; nannyId: string }
  /** To the nanny: her change of name, bio or photo now waits, or was approved or rejected. */
  | {
      type: 'nanny.profile-change';
      position: number;
      nannyId: string;
      status: 'pending' | 'approved' | 'rejected';
      rejectionReason: string | null;
    }
  /** To a booking's two parties and operators: it changed (fetch the lists again). */
  | { type: 'booking.changed'; position: number; bookingId: string; status: string }
  /** To an incident's two parties and operators: a report was made or decided. */
  | {
      type: 'incident.changed';
      position: number;
      incidentId: string;
      bookingId: string;
      status: 'open' | 'significant' | 'not_significant';
    }
  /** To a nanny, the parent of the session and operators: her ledger or progress changed. */
  | { type: 'earnings.changed'; position: number; nannyId: string; parentId: string }
  /** To a parent: a newly approved nanny matches one of her saved searches. */
  | {
      type: 'search.alert';
      position: number;
      searchId: string;
      label: string;
      nannyId: string;
      nannyName: string;
    }
  /** To operators: Changes to review changed for this nanny (fetch the list again). */
  | { type: 'profile-changes.changed'; position: number; nannyId: string }
  | {
      type: 'log.appended';
      position: number;
      event: {
        position: number;
        streamId: string;
        streamType: string;
        type: string;
        recordedAt: string;
      };
    };

/**
 * Live messages that are no event of the log: they name no position (a page resumes only after
 * events), are never caught up on, and are sent in frames of their own (see InstanceBus).
 */
export type LiveNotice =
  /** To operators: how a replay and verify run stands (src/shared/replay-progress.ts). */
  ReplayProgressLiveMessage;

/** Who may receive a message: any of these roles, or these particular accounts. */
export interface Audience {
  roles?: readonly Role[];
  accountIds?: readonly string[];
}

export interface RoutedMessage {
  message: LiveMessage;
  to: Audience;
}

/** A feature's translation of one committed event into messages for those allowed to see them. */
export type LiveMapper = (event: RecordedEvent, db: Kysely<Database>) => Promise<RoutedMessage[]>;

export function isInAudience(audience: Audience, who: { role: Role; accountId: string }): boolean {
  return (
    (audience.roles?.includes(who.role) ?? false) ||
    (audience.accountIds?.includes(who.accountId) ?? false)
  );
}

/** Every event goes to operators as a log entry (they may read the whole log). */
export const logEntryMapper: LiveMapper = async (event) => [
  {
    message: {
      type: 'log.appended',
      position: event.position,
      event: {
        position: event.position,
        streamId: event.streamId,
        streamType: event.streamType,
        type: event.type,
        recordedAt: event.recordedAt.toISOString(),
      },
    },
    to: { roles: ['operator'] },
  },
];
