import type { LiveMapper, RoutedMessage } from '../../../infra/live/live-messages.js';

const STATUS_BY_EVENT = {
  NannyProfileChangeSubmitted: 'pending',
  NannyProfileChangeApproved: 'approved',
  NannyProfileChangeRejected: 'rejected',
} as const;
const operators = { roles: ['operator'] } as const;

/**
 * Changes to review (docs/security.md, item 3): operators hear the list changed; the nanny hears
 * what became of her change; parents hear a listed nanny's card once a change is approved, and
 * never before (the search feature's `directory.changed`).
 */
export const profileChangesLiveMapper: LiveMapper = async (event) => {
  const applied = event.type === 'NannyProfileChangeApplied';
  if (!(event.type in STATUS_BY_EVENT) && !applied) return [];
  const { position } = event;
  const { nannyId, reason } = event.data as { nannyId: string; reason?: string };
  const routed: RoutedMessage[] = [
    { message: { type: 'profile-changes.changed', position, nannyId }, to: operators },
  ];
  if (applied) return routed; // her withdrawal already told her and the parents
  const status = STATUS_BY_EVENT[event.type as keyof typeof STATUS_BY_EVENT];
  routed.push({
    message: {
      type: 'nanny.profile-change',
      position,
      nannyId,
      status,
      rejectionReason: reason ?? null,
    },
    to: { accountIds: [nannyId] },
  });
  if (status !== 'approved') return routed;
  // The review queue shows her as listed.
  routed.push({ message: { type: 'queue.changed', position, nannyId }, to: operators });
  // Parents hear her card changed from the search feature (`directory.changed`).
  return routed;
};
