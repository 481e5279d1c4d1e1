import { createHash } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import {
  eventTypeDefinitionsOf,
  eventTypeNamesOf,
  type EventUnionOf,
} from '../../infra/domain/event-union.js';
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
export type IncidentEvent = EventUnionOf<typeof schemas>;

export const INCIDENT_EVENT_TYPES = eventTypeNamesOf(schemas);
export const incidentEventTypes = eventTypeDefinitionsOf(schemas);

/** One report per person per session: its id is derived from both, so a second one collides. */
export const incidentIdOf = (bookingId: string, reporterId: string) =>
  createHash('sha256').update(`incident:${bookingId}:${reporterId}`).digest('hex').slice(0, 32);

export const incidentStreamId = (incidentId: string) => `incident-${incidentId}`;
