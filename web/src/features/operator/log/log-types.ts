// The shapes of the event log. Server shapes are the route schemas (generated:
// web/src/lib/api/schema.ts); the filters are the console's own.
import type { ApiResponse } from '../../../lib/api/api';

type EventPage = ApiResponse<'/api/operator/events'>;

export type LogEvent = EventPage['events'][number];

/** The event log's filters as typed: from and to are datetime-local values ("" when unset). */
export interface EventFilters {
  streamId: string;
  type: string;
  from: string;
  to: string;
}
