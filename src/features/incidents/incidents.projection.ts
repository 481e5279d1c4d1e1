import {
  defineProjection,
  everyOf,
  type ReadTableSpec,
} from '../../infra/projections/define-projection.js';
import { INCIDENT_EVENT_TYPES, type IncidentEvent } from './incidents.events.js';

const incidents: ReadTableSpec<'incidents'> = { name: 'incidents', key: ['incident_id'] };

/** incidents: every report as it stands (open, or judged significant or not). */
export const incidentsProjection = defineProjection<IncidentEvent, 'incidents'>({
  name: 'incidents',
  tables: [incidents],
  events: everyOf(INCIDENT_EVENT_TYPES),
  fold: (event, rows) => {
    if (event.type === 'IncidentReported') {
      const e = event.data;
      rows.insert(
        'incidents',
        {
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
        },
        'keep',
      );
      return;
    }
    const e = event.data;
    rows.update(
      'incidents',
      { incident_id: e.incidentId },
      {
        status: e.significant ? 'significant' : 'not_significant',
        note: e.note,
        operator_id: e.operatorId,
        decided_at: new Date(e.decidedAt),
      },
    );
  },
});
