import { sql, type Kysely } from 'kysely';
import type { Database } from '../../infra/db/schema.js';
import { bookingFacts } from '../bookings/bookings.reads.js';
import { parentProfileFacts } from '../parents/parents.reads.js';

/** Reports with their booking's names and times (newest decisions, or queue order, by caller). */
function incidentRows(db: Kysely<Database>) {
  return db
    .selectFrom('incidents as i')
    .innerJoin(bookingFacts().as('b'), 'b.booking_id', 'i.booking_id')
    .leftJoin(parentProfileFacts().as('p'), 'p.parent_id', 'i.parent_id')
    .selectAll('i')
    .select([
      'b.nanny_name',
      'b.parent_name as booked_parent_name',
      'p.full_name as parent_full_name',
      'b.status as booking_status',
      'b.date',
      'b.start_time',
      'b.end_time',
    ]);
}
export type IncidentRow = Awaited<ReturnType<ReturnType<typeof incidentRows>['execute']>>[number];

/** One report, or undefined. */
export const findIncident = (db: Kysely<Database>, incidentId: string) =>
  incidentRows(db).where('i.incident_id', '=', incidentId).executeTakeFirst();

/** A booking's reports, oldest first. */
export const incidentsOfBooking = (db: Kysely<Database>, bookingId: string) =>
  incidentRows(db).where('i.booking_id', '=', bookingId).orderBy('i.reported_at').execute();

/** The operators' lists: decided reports newest first, or the open queue. */
export const operatorIncidents = (db: Kysely<Database>, status: 'open' | 'decided') =>
  status === 'decided'
    ? incidentRows(db)
        .where('i.status', '<>', 'open')
        .orderBy('i.decided_at', 'desc')
        .limit(500)
        .execute()
    : incidentRows(db)
        .where('i.status', '=', 'open')
        // The queue puts safety first, then the oldest report.
        .orderBy(sql`i.category = 'safety'`, 'desc')
        .orderBy('i.reported_at')
        .limit(500)
        .execute();
