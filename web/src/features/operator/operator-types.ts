// The shapes of the operator API (review queue, event log, replay and verify). Server shapes are
// the route schemas (generated: web/src/lib/api/schema.ts); the rest are the console's own.

import type { ApiResponse } from '../../lib/api/api';

/** One page of GET /api/operator/nannies; nextCursor is opaque, null on the last page. */
export type QueuePage = ApiResponse<'/api/operator/nannies'>;

export type OperatorNanny = QueuePage['nannies'][number];

export type QueueStatus = OperatorNanny['status'];

/** A same-origin address operators may open, and what it holds. */
export type OperatorDocument = NonNullable<OperatorNanny['rbtCertification']>;

export type BackgroundCheckDocument = NonNullable<OperatorNanny['backgroundCheck']>;

/** Her CPR / First Aid card and its review ('none' until she uploads one). */
export type CprFirstAidReview = OperatorNanny['cprFirstAid'];

/** The review decisions; the reasoned ones carry the operator's reason. */
export type ReviewAction =
  | { kind: 'approve' }
  | { kind: 'reject'; reason: string }
  | { kind: 'withdraw' }
  | { kind: 'verify-background-check' }
  | { kind: 'reject-background-check'; reason: string }
  | { kind: 'verify-cpr-first-aid'; validUntil: string }
  | { kind: 'reject-cpr-first-aid'; reason: string };

export type ChangesToReviewList = ApiResponse<'/api/operator/profile-changes'>;

/** An approved nanny's change waiting for review; changeId names the version shown. */
export type ProfileChangeToReview = ChangesToReviewList['changes'][number];

/** A nanny's name, bio and photo: as parents see them (before) or as she wants them (after). */
export type ProfileVersion = ProfileChangeToReview['before'];

export type ChangedField = ProfileChangeToReview['changed'][number];

export type ChangeDecision = { kind: 'approve' } | { kind: 'reject'; reason: string };

export type EventPage = ApiResponse<'/api/operator/events'>;

export type LogEvent = EventPage['events'][number];

/** The event log's filters as typed: from and to are datetime-local values ("" when unset). */
export interface EventFilters {
  streamId: string;
  type: string;
  from: string;
  to: string;
}

/** What replay-and-verify answers, as the server's schema says (generated). */
export type ReplayReport = ApiResponse<'/api/operator/replay-verify', 'post'>;
