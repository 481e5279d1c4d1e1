// The shapes of the operator's incidents API: operators see every field. Server shapes are the
// route schemas (generated: web/src/lib/api/schema.ts; the server's view is
// src/features/incidents/incidents.view.ts).
import type { ApiBody, ApiQuery, ApiResponse } from '../../../lib/api/api';

/** The two lists of the Incidents tab: the queue still to decide, and what was decided. */
export type IncidentList = NonNullable<ApiQuery<'/api/operator/incidents'>['status']>;

/** Operators see every field of the one IncidentView. */
export type IncidentView = ApiResponse<'/api/operator/incidents'>['incidents'][number];

/** What an operator sends when she decides a report. */
export type IncidentDecision = ApiBody<'/api/operator/incidents/{id}/decide'>;
