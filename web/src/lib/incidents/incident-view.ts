import type { IncidentCategory, IncidentStatus } from '@shared/incidents';

// The IncidentView of the HTTP contract (EARNINGS-CONTRACT.md), as a booking's parent or nanny
// receives it: the other side's description arrives as null.

export type { IncidentStatus };

export interface IncidentView {
  id: string;
  bookingId: string;
  nannyId: string;
  nannyName: string;
  parentId: string;
  parentName: string | null;
  reportedBy: 'parent' | 'nanny';
  category: IncidentCategory;
  /** Only its author (and operators) read it. */
  description: string | null;
  /** A string rather than the union: a newer server may know more outcomes than this page. */
  status: string;
  note: string | null;
  reportedAt: string;
  decidedAt: string | null;
  mine: boolean;
  date: string;
  startTime: string;
  endTime: string;
}

/** What POST /api/bookings/:id/incidents answers. */
export interface IncidentAnswer {
  message: string;
  incident: IncidentView;
}

export interface NewIncident {
  category: IncidentCategory;
  description: string;
}
