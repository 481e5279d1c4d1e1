// The shapes of the operator's incidents API (EARNINGS-CONTRACT.md): operators see every field.

import type { IncidentStatus } from '@shared/incidents';
import type { IncidentView as SharedIncidentView } from '../../lib/incidents';

/** The two lists of the Incidents tab: the queue still to decide, and what was decided. */
export type IncidentList = 'open' | 'decided';

/** Operators see every field of the one IncidentView; the status is one the server names. */
export type IncidentView = SharedIncidentView & { status: IncidentStatus };

/** What an operator sends when she decides a report. */
export interface IncidentDecision {
  significant: boolean;
  note: string;
}
