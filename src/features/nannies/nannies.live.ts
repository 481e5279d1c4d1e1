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
 * A nanny hears her own status and background-check decisions; parents hear that her listing
 * changed (her id only); operators hear that her review data changed.
 */
export const nanniesLiveMapper: LiveMapper = async (event) => {
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
      ...directoryMessages(event, nannyId),
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
 * What parents hear of a decision: that her listing changed, by id only. Each parent's client
 * asks for her card under its own filters (search feature), so an old event (a socket catching
 * up) never shows a card no longer listed or text written since.
 */
function directoryMessages(event: RecordedEvent, nannyId: string): RoutedMessage[] {
  return [
    {
      message: { type: 'directory.changed', position: event.position, nannyId },
      to: { roles: ['parent'] },
    },
  ];
}
