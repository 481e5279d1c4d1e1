import type { RecordedEvent } from '../../infra/event-store/event-types.js';
import type { Projection } from '../../infra/projections/projection-registry.js';
import { INCIDENT_EVENT_TYPES, type IncidentEvent } from './incidents.events.js';

/** incidents: every report as it stands (open, or judged significant or not). */
export const incidentsProjection: Projection = {
  name: 'incidents',
  tables: ['incidents'],
  handles: INCIDENT_EVENT_TYPES,
  apply: async (recorded, db) => {
    const event = recorded as unknown as RecordedEvent<IncidentEvent>;
    if (event.type === 'IncidentReported') {
      const e = event.data;
      await db
        .insertInto('incidents')
        .values({
          incident_id: e.incidentId,
          booking_id: e.bookingId,
          nanny_id: e.nannyId,
          parent_id: e.parentId,
          reported_by: e.reportedBy,
          reporter_id: e.reporterId,
          category: e.category,
          description: e.description,
          status: 'open',
          reported_at: new Date(e.reportedAt),
        })
        .onConflict((oc) => oc.column('incident_id').doNothing())
        .execute();
      return;
    }
    const e = event.data;
    await db
      .updateTable('incidents')
      .set({
        status: e.significant ? 'significant' : 'not_significant',
        note: e.note,
        operator_id: e.operatorId,
        decided_at: new Date(e.decidedAt),
      })
      .where('incident_id', '=', e.incidentId)
      .execute();
  },
};
