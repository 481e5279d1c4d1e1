import { createHash } from 'node:crypto';
import { Type, type Static } from '@sinclair/typebox';
import type { EventTypeDefinition } from '../../infra/event-store/event-catalog.js';
import { personal } from '../../infra/event-store/personal-data.js';
import { INCIDENT_CATEGORIES } from '../../shared/incidents.js';

const Instant = Type.String();
const Category = Type.Union(INCIDENT_CATEGORIES.map((c) => Type.Literal(c)));

const IncidentReported = Type.Object({
  incidentId: Type.String(),
  bookingId: Type.String(),
  nannyId: Type.String(),
  parentId: Type.String(),
  reportedBy: Type.Union([Type.Literal('parent'), Type.Literal('nanny')]),
  reporterId: Type.String(),
  category: Category,
  /** The reporter's own words. */
  description: personal(Type.String(), { owner: 'reporterId' }),
  reportedAt: Instant,
});
const IncidentDecided = Type.Object({
  incidentId: Type.String(),
  bookingId: Type.String(),
  significant: Type.Boolean(),
  /** An operator's note on a record of two people: the platform's, so neither erasure takes it. */
  note: personal(Type.String(), { owner: '$platform' }),
  operatorId: Type.String(),
  decidedAt: Instant,
});

const schemas = { IncidentReported, IncidentDecided };
type Schemas = typeof schemas;

export type IncidentEvent = {
  [K in keyof Schemas]: { type: K; data: Static<Schemas[K]> };
}[keyof Schemas];

export const INCIDENT_EVENT_TYPES = Object.keys(schemas) as IncidentEvent['type'][];
export const incidentEventTypes: EventTypeDefinition[] = INCIDENT_EVENT_TYPES.map((type) => ({
  type,
  schema: schemas[type],
}));

/** One report per person per session: its id is derived from both, so a second one collides. */
export const incidentIdOf = (bookingId: string, reporterId: string) =>
  createHash('sha256').update(`incident:${bookingId}:${reporterId}`).digest('hex').slice(0, 32);

export const incidentStreamId = (incidentId: string) => `incident-${incidentId}`;
