import { Type, type Static } from '@sinclair/typebox';
import { FAMILY_VISIBLE_STATUSES } from '../../shared/booking-times.js';
import { INCIDENT_CATEGORIES } from '../../shared/incidents.js';
import type { IncidentRow } from './incidents.queries.js';

const Str = () => Type.String();
const Nullable = (schema: ReturnType<typeof Type.String>) => Type.Union([schema, Type.Null()]);

export const IncidentView = Type.Object({
  id: Str(),
  bookingId: Str(),
  nannyId: Str(),
  nannyName: Str(),
  parentId: Str(),
  parentName: Nullable(Str()),
  reportedBy: Type.Union([Type.Literal('parent'), Type.Literal('nanny')]),
  category: Type.Union(INCIDENT_CATEGORIES.map((c) => Type.Literal(c))),
  /** Only its author and operators read what was written. */
  description: Nullable(Str()),
  status: Type.Union([
    Type.Literal('open'),
    Type.Literal('significant'),
    Type.Literal('not_significant'),
  ]),
  note: Nullable(Str()),
  reportedAt: Str(),
  decidedAt: Nullable(Str()),
  mine: Type.Boolean(),
  date: Str(),
  startTime: Str(),
  endTime: Str(),
});
export type IncidentView = Static<typeof IncidentView>;

export interface Viewer {
  role: 'parent' | 'nanny' | 'operator';
  accountId: string;
}

/** One report as a party or an operator may see it (routes check the viewer is one first). */
export function incidentView(row: IncidentRow, viewer: Viewer): IncidentView {
  const mine = row.reporter_id === viewer.accountId;
  const family = viewer.role !== 'nanny' || FAMILY_VISIBLE_STATUSES.includes(row.booking_status);
  return {
    id: row.incident_id,
    bookingId: row.booking_id,
    nannyId: row.nanny_id,
    nannyName: row.nanny_name,
    parentId: row.parent_id,
    parentName: family ? (row.parent_full_name ?? row.booked_parent_name) : null,
    reportedBy: row.reported_by,
    category: row.category,
    description: mine || viewer.role === 'operator' ? row.description : null,
    status: row.status,
    note: row.note,
    reportedAt: row.reported_at.toISOString(),
    decidedAt: row.decided_at ? row.decided_at.toISOString() : null,
    mine,
    date: row.date,
    startTime: row.start_time,
    endTime: row.end_time,
  };
}
