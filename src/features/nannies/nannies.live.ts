import type { RecordedEvent } from '../../infra/event-store/event-types.js';
import type { LiveMapper, RoutedMessage } from '../../infra/live/live-messages.js';

const STATUS_BY_EVENT = {
  NannyApproved: 'approved',
  NannyRejected: 'rejected',
  NannyApprovalWithdrawn: 'pending',
  // A replaced RBT certificate or photo ID: she is pending and unlisted again.
  NannyReviewReopened: 'pending',
} as const;
/** Documents an operator reviews: each event's message to her and operators, and its status. */
const REVIEWED_DOCUMENT_BY_EVENT = {
  BackgroundCheckUploaded: ['nanny.background-check', 'pending'],
  BackgroundCheckVerified: ['nanny.background-check', 'verified'],
  BackgroundCheckRejected: ['nanny.background-check', 'rejected'],
  CprFirstAidUploaded: ['nanny.cpr-first-aid', 'pending'],
  CprFirstAidVerified: ['nanny.cpr-first-aid', 'verified'],
  CprFirstAidRejected: ['nanny.cpr-first-aid', 'rejected'],
} as const;
const REVIEW_DATA_EVENTS = new Set([
  'NannyRegistered',
  'NannyProfileUpdated',
  'ProfilePhotoUploaded',
  'RbtCertificationUploaded',
  'PhotoIdUploaded',
]);

const operators = { roles: ['operator'] } as const;
const CREDENTIAL_EVENTS = new Set([
  'RbtCertificationChecked',
  'RbtCertificationLapsed',
  'RbtRecheckRequested',
]);

/**
 * A check or lapse: she and operators hear her standing; parents hear her listing may have
 * changed (her id only), as at an approval, so an open directory drops or regains her card.
 */
function credentialMessages(event: RecordedEvent): RoutedMessage[] {
  const data = event.data as {
    nannyId: string;
    registryStatus?: 'active' | 'inactive' | 'not-found';
  };
  const standing: 'active' | 'inactive' | 'not-found' | 'lapsed' | 'unrecorded' =
    event.type === 'RbtCertificationChecked'
      ? data.registryStatus!
      : event.type === 'RbtCertificationLapsed'
        ? 'lapsed'
        : 'unrecorded';
  const message = {
    type: 'nanny.credential' as const,
    position: event.position,
    nannyId: data.nannyId,
    standing,
  };
  return [
    { message, to: { accountIds: [data.nannyId], ...operators } },
    ...(event.type === 'RbtRecheckRequested' ? [] : directoryMessages(event, data.nannyId)),
  ];
}

/**
 * A nanny hears her own status and her documents' review (background check, CPR / First
 * Aid); parents hear that her listing changed (her id only); operators hear that her review
 * data changed.
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
  if (event.type in REVIEWED_DOCUMENT_BY_EVENT) {
    const { nannyId, reason, validUntil } = event.data as {
      nannyId: string;
      reason?: string;
      validUntil?: string;
    };
    const [type, status] =
      REVIEWED_DOCUMENT_BY_EVENT[event.type as keyof typeof REVIEWED_DOCUMENT_BY_EVENT];
    const review = { position, nannyId, status, rejectionReason: reason ?? null };
    return [
      {
        message:
          type === 'nanny.cpr-first-aid'
            ? { type, ...review, validUntil: validUntil ?? null }
            : { type, ...review },
        to: { accountIds: [nannyId], ...operators },
      },
      { message: { type: 'queue.changed', position, nannyId }, to: operators },
    ];
  }
  if (REVIEW_DATA_EVENTS.has(event.type) && event.streamType === 'nanny') {
    const { nannyId } = event.data as { nannyId: string };
    return [{ message: { type: 'queue.changed', position, nannyId }, to: operators }];
  }
  if (CREDENTIAL_EVENTS.has(event.type) && event.streamType === 'nanny') {
    return credentialMessages(event);
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
