import { expressionBuilder } from 'kysely';
import type { Database } from '../../infra/db/schema.js';

/**
 * What other features may read of a booking as it stands: joined like a table
 * (`bookingFacts().as('b')`; PostgreSQL flattens it into the outer query). The children's care,
 * the parent's note and the settling details stay with the bookings feature's own views.
 */
export const bookingFacts = () =>
  expressionBuilder<Database, never>()
    .selectFrom('bookings')
    .select([
      'booking_id',
      'parent_id',
      'nanny_id',
      'parent_name',
      'nanny_name',
      'status',
      'date',
      'start_time',
      'end_time',
      'starts_at',
      'ends_at',
      'time_zone',
      'confirmed_at',
      'cancelled_by',
      'responded_at',
    ]);

/** Who may be booked: each nanny's name and whether she is bookable now (`.as('bn')`). */
export const bookableNannyFacts = () =>
  expressionBuilder<Database, never>()
    .selectFrom('bookable_nannies')
    .select(['nanny_id', 'full_name', 'bookable']);
