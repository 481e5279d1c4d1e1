import type { Kysely } from 'kysely';
import type { Database, Role } from '../db/schema.js';
import type { RecordedEvent } from '../event-store/event-types.js';
import type { LiveMessage } from '../../shared/live-messages.js';

// The messages themselves are written once, in src/shared/live-messages.ts, with the parser the
// web app reads them with.
export type { LiveMessage, LiveNotice } from '../../shared/live-messages.js';

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
