import { expressionBuilder } from 'kysely';
import type { Database } from '../../infra/db/schema.js';

/**
 * Each parent's review of a nanny with when it is shown (both written, or their 14 days ended;
 * null while hidden from both), joined like a table (`shownReviewFacts().as('r')`).
 */
export const shownReviewFacts = () =>
  expressionBuilder<Database, never>()
    .selectFrom('nanny_reviews as r')
    .innerJoin('review_sessions as s', 's.booking_id', 'r.booking_id')
    .select(['r.nanny_id', 'r.overall', 's.revealed_at']);
