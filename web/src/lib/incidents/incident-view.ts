import type { IncidentCategory } from '@shared/incidents';
import type { ApiResponse } from '../api/api';

// The IncidentView of the HTTP API (src/features/incidents/incidents.view.ts), as a booking's
// parent or nanny receives it: the other side's description arrives as null. The shapes are the
// route schemas (generated: lib/api/schema.ts).

/** One report as its reader may see it (GET /api/bookings/{id}/incidents). */
export type IncidentView = ApiResponse<'/api/bookings/{id}/incidents'>['incidents'][number];

/** What POST /api/bookings/{id}/incidents answers. */
export type IncidentAnswer = ApiResponse<'/api/bookings/{id}/incidents', 'post'>;

/** What the report form sends: a category the form offers, and her words. */
export interface NewIncident {
  category: IncidentCategory;
  description: string;
}
