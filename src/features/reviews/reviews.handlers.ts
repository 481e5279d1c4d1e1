import type { FastifyRequest } from 'fastify';
import type { FeatureDeps } from '../../infra/feature.js';
import { metadataOf } from '../../infra/http/request-ids.js';
import { childrenOf } from '../care-plans/index.js';
import { sessionCharged } from '../payments/index.js';
import { reviewDecider, type ReviewCommand, type SessionFacts } from './reviews.decider.js';
import { reviewStreamId } from './reviews.events.js';
import { bookingFacts } from '../bookings/bookings.reads.js';

type Deps = Pick<FeatureDeps, 'db' | 'eventStore' | 'config'>;

/** The booking's parties, status and confirmation, and whether it was charged (payments on). */
export async function sessionFacts(
  deps: Deps,
  bookingId: string,
): Promise<SessionFacts | undefined> {
  const row = await deps.db
    .selectFrom(bookingFacts().as('b'))
    .select(['nanny_id', 'parent_id', 'status', 'confirmed_at'])
    .where('booking_id', '=', bookingId)
    .executeTakeFirst();
  if (!row) return undefined;
  const charged = deps.config.payments === 'off' ? null : await sessionCharged(deps.db, bookingId);
  return {
    parentId: row.parent_id,
    nannyId: row.nanny_id,
    status: row.status,
    confirmedAt: row.confirmed_at?.toISOString() ?? null,
    charged,
  };
}

/** Her children's names: never published in a comment or a reply. */
export async function childNamesOf(deps: Deps, parentId: string): Promise<string[]> {
  return (await childrenOf(deps.db, parentId)).map((child) => child.name);
}

export async function runReviewCommand(
  deps: Deps,
  command: ReviewCommand,
  request: FastifyRequest,
) {
  return deps.eventStore.handleCommand(reviewDecider, reviewStreamId(command.bookingId), command, {
    metadata: metadataOf(request),
  });
}
