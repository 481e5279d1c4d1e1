// The shapes of Changes to review: approved nannies' edits of name, bio and photo. Server shapes
// are the route schemas (generated: web/src/lib/api/schema.ts).
import type { ApiResponse } from '../../../lib/api/api';

type ChangesToReviewList = ApiResponse<'/api/operator/profile-changes'>;

/** An approved nanny's change waiting for review; changeId names the version shown. */
export type ProfileChangeToReview = ChangesToReviewList['changes'][number];

/** A nanny's name, bio and photo: as parents see them (before) or as she wants them (after). */
export type ProfileVersion = ProfileChangeToReview['before'];

export type ChangedField = ProfileChangeToReview['changed'][number];

export type ChangeDecision = { kind: 'approve' } | { kind: 'reject'; reason: string };
