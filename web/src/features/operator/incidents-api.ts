import { apiClient } from '../../lib/api-client';
import type { IncidentDecision, IncidentList, IncidentView } from './incident-types';

export const incidentsPath = (list: IncidentList) => `/api/operator/incidents?status=${list}`;

export const decidePath = (incidentId: string) =>
  `/api/operator/incidents/${encodeURIComponent(incidentId)}/decide`;

/** Open reports safety first, then oldest; decided ones newest first (the server orders them). */
export const fetchIncidents = async (list: IncidentList): Promise<IncidentView[]> =>
  (await apiClient.get<{ incidents: IncidentView[] }>(incidentsPath(list))).incidents;

export const sendDecision = (incidentId: string, decision: IncidentDecision) =>
  apiClient.post<{ message: string; incident: IncidentView }>(decidePath(incidentId), decision);
