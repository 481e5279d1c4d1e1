// The shapes of the review queue. Server shapes are the route schemas (generated:
// web/src/lib/api/schema.ts); the decisions are the console's own.

import type { CredentialCheckInput } from '@shared/credentials';
import type { ApiResponse } from '../../../lib/api/api';

/** One page of GET /api/operator/nannies; nextCursor is opaque, null on the last page. */
type QueuePage = ApiResponse<'/api/operator/nannies'>;

export type OperatorNanny = QueuePage['nannies'][number];

export type QueueStatus = OperatorNanny['status'];

/** A same-origin address operators may open, and what it holds. */
export type OperatorDocument = NonNullable<OperatorNanny['rbtCertification']>;

export type BackgroundCheckDocument = NonNullable<OperatorNanny['backgroundCheck']>;

/** Her CPR / First Aid card and its review ('none' until she uploads one). */
export type CprFirstAidReview = OperatorNanny['cprFirstAid'];

/** The review decisions; the reasoned ones carry the operator's reason. */
export type ReviewAction =
  | { kind: 'approve'; check: CredentialCheckInput }
  | { kind: 'reject'; reason: string }
  | { kind: 'withdraw' }
  | { kind: 'verify-background-check' }
  | { kind: 'reject-background-check'; reason: string }
  | { kind: 'verify-cpr-first-aid'; validUntil: string }
  | { kind: 'reject-cpr-first-aid'; reason: string };
