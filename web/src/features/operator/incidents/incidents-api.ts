import { api } from '../../../lib/api/api';
import type { IncidentDecision, IncidentList } from './incident-types';

export const fetchIncidents = async (list: IncidentList) =>
  (await api.get('/api/operator/incidents', { query: { status: list } })).incidents;

export const sendDecision = (incidentId: string, decision: IncidentDecision) =>
  api.post('/api/operator/incidents/{id}/decide', { params: { id: incidentId }, body: decision });
