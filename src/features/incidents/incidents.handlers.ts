import type { FastifyRequest } from 'fastify';
import type { FeatureDeps } from '../../infra/feature.js';
import { metadataOf } from '../../infra/http/request-ids.js';
import { bookingFacts } from '../bookings/bookings.reads.js';
import { incidentDecider, incidentStreamOf, type IncidentCommand } from './incidents.decider.js';

type Deps = Pick<FeatureDeps, 'db' | 'eventStore'>;

/** The booking's parties, status and booked instants, as the report rules need them. */
export async function reportedBooking(deps: Deps, bookingId: string) {
  const row = await deps.db
    .selectFrom(bookingFacts().as('b'))
    .select(['nanny_id', 'parent_id', 'status', 'starts_at', 'ends_at'])
    .where('booking_id', '=', bookingId)
    .executeTakeFirst();
  return (
    row && {
      nannyId: row.nanny_id,
      parentId: row.parent_id,
      status: row.status,
      startsAt: row.starts_at.toISOString(),
      endsAt: row.ends_at.toISOString(),
    }
  );
}

export async function runIncidentCommand(
  deps: Deps,
  command: IncidentCommand,
  request: FastifyRequest,
) {
  return deps.eventStore.handleCommand(incidentDecider, incidentStreamOf(command), command, {
    metadata: metadataOf(request),
  });
}
