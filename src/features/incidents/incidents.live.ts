import type { LiveMapper } from '../../infra/live/live-messages.js';
import type { IncidentEvent } from './incidents.events.js';

/** Every incident event tells the booking's two parties and operators; nobody else. */
export const incidentsLiveMapper: LiveMapper = async (recorded, db) => {
  if (recorded.type !== 'IncidentReported' && recorded.type !== 'IncidentDecided') return [];
  const event = recorded as unknown as IncidentEvent;
  const { incidentId, bookingId } = event.data;
  const parties =
    event.type === 'IncidentReported'
      ? { nanny_id: event.data.nannyId, parent_id: event.data.parentId }
      : await db
          .selectFrom('incidents')
          .select(['nanny_id', 'parent_id'])
          .where('incident_id', '=', incidentId)
          .executeTakeFirst();
  const status =
    event.type === 'IncidentReported'
      ? 'open'
      : event.data.significant
        ? 'significant'
        : 'not_significant';
  return [
    {
      message: {
        type: 'incident.changed',
        position: recorded.position,
        incidentId,
        bookingId,
        status,
      },
      to: { roles: ['operator'], accountIds: parties ? [parties.parent_id, parties.nanny_id] : [] },
    },
  ];
};
