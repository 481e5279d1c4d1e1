import type { Kysely } from 'kysely';
import type { Database } from '../../infra/db/schema.js';
import type { RecordedEvent } from '../../infra/event-store/event-types.js';
import type { LiveMapper, RoutedMessage } from '../../infra/live/live-messages.js';

const STATUS_BY_EVENT = {
  NannyApproved: 'approved',
  NannyRejected: 'rejected',
  NannyApprovalWithdrawn: 'pending',
} as const;
const CHECK_BY_EVENT = {
  BackgroundCheckUploaded: 'pending',
  BackgroundCheckVerified: 'verified',
  BackgroundCheckRejected: 'rejected',
} as const;
const CPR_BY_EVENT = {
  CprFirstAidUploaded: 'pending',
  CprFirstAidVerified: 'verified',
  CprFirstAidRejected: 'rejected',
} as const;
const REVIEW_DATA_EVENTS = new Set([
  'NannyRegistered',
  'NannyProfileUpdated',
  'ProfilePhotoUploaded',
  'RbtCertificationUploaded',
  'PhotoIdUploaded',
]);

const operators = { roles: ['operator'] } as const;

/**
 * A nanny hears her own status and background-check decisions; parents hear her join or leave
 * the directory (card data only, never documents); operators hear that her review data changed.
 */
export const nanniesLiveMapper: LiveMapper = async (event, db) => {
  const position = event.position;
  if (event.type in STATUS_BY_EVENT) {
    const { nannyId, reason } = event.data as { nannyId: string; reason?: string };
    const status = STATUS_BY_EVENT[event.type as keyof typeof STATUS_BY_EVENT];
    return [
      {
        message: {
          type: 'nanny.status',
          position,
          nannyId,
          status,
          rejectionReason: reason ?? null,
        },
        to: { accountIds: [nannyId], ...operators },
      },
      { message: { type: 'queue.changed', position, nannyId }, to: operators },
      ...(await directoryMessages(event, nannyId, db)),
    ];
  }
  if (event.type in CHECK_BY_EVENT) {
    const { nannyId, reason } = event.data as { nannyId: string; reason?: string };
    const status = CHECK_BY_EVENT[event.type as keyof typeof CHECK_BY_EVENT];
    return [
      {
        message: {
          type: 'nanny.background-check',
          position,
          nannyId,
          status,
          rejectionReason: reason ?? null,
        },
        to: { accountIds: [nannyId], ...operators },
      },
      { message: { type: 'queue.changed', position, nannyId }, to: operators },
    ];
  }
  if (event.type in CPR_BY_EVENT) {
    const { nannyId, reason, validUntil } = event.data as {
      nannyId: string;
      reason?: string;
      validUntil?: string;
    };
    return [
      {
        message: {
          type: 'nanny.cpr-first-aid',
          position,
          nannyId,
          status: CPR_BY_EVENT[event.type as keyof typeof CPR_BY_EVENT],
          validUntil: validUntil ?? null,
          rejectionReason: reason ?? null,
        },
        to: { accountIds: [nannyId], ...operators },
      },
      { message: { type: 'queue.changed', position, nannyId }, to: operators },
    ];
  }
  if (REVIEW_DATA_EVENTS.has(event.type) && event.streamType === 'nanny') {
    const { nannyId } = event.data as { nannyId: string };
    return [{ message: { type: 'queue.changed', position, nannyId }, to: operators }];
  }
  if (event.type === 'NannyRegistered') {
    const { accountId } = event.data as { accountId: string };
    return [{ message: { type: 'queue.changed', position, nannyId: accountId }, to: operators }];
  }
  return [];
};

/**
 * What parents hear of a decision. The card is read from the directory as it is now, never
 * from the event: when the event is old (a socket catching up, or the hub behind), she may have
 * been withdrawn since, and her text changed after. So an approval sends her card only while she
 * is listed (her withdrawal, later in the log, sends the removal); a rejection sends nothing,
 * since only a nanny who was never listed, or no longer is, can be rejected.
 */
async function directoryMessages(
  event: RecordedEvent,
  nannyId: string,
  db: Kysely<Database>,
): Promise<RoutedMessage[]> {
  const parents = { roles: ['parent'] } as const;
  if (event.type === 'NannyApprovalWithdrawn')
    return [
      {
        message: { type: 'directory.removed', position: event.position, nannyId },
        to: parents,
      },
    ];
  if (event.type !== 'NannyApproved') return [];
  const row = await db
    .selectFrom('nanny_directory')
    .select(['full_name', 'bio', 'photo_version', 'availability_summary'])
    .where('nanny_id', '=', nannyId)
    .where('listed', '=', true)
    .executeTakeFirst();
  if (row === undefined) return [];
  return [
    {
      message: {
        type: 'directory.added',
        position: event.position,
        nanny: {
          id: nannyId,
          fullName: row.full_name,
          bio: row.bio,
          photoUrl: row.photo_version
            ? `/api/nannies/${nannyId}/files/profile-photo?v=${row.photo_version}`
            : null,
          availabilitySummary: row.availability_summary,
        },
      },
      to: parents,
    },
  ];
}
