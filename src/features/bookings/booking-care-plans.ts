import type { Kysely } from 'kysely';
import type { Database } from '../../infra/db/schema.js';
import {
  acknowledgementIsCurrent,
  changedHeadings,
  filledHeadings,
  GENERAL_NOTES_HEADING,
  type CarePlan,
  type CarePlanAccess,
  type PlanVersions,
} from '../../shared/care-plans.js';
import { childrenOf, planVersions, type ChildRecord } from '../care-plans/index.js';
import type { BookingRow } from './bookings.queries.js';

export interface BookingChildPlan {
  id: string;
  age: number;
  /** The headings of the sections her plan fills: all a nanny sees before she accepts. */
  headings: string[];
  name: string | null;
  version: number | null;
  plan: CarePlan | null;
  generalNotes: string | null;
}

export interface PlanChange {
  childId: string;
  name: string;
  headings: string[];
}

export interface BookingCarePlans {
  access: Exclude<CarePlanAccess, 'none'>;
  children: BookingChildPlan[];
  /** Whether the nanny read the plans as they are now; null where only the outline is shown. */
  acknowledgement: {
    acknowledgedAt: string | null;
    current: boolean;
    changes: PlanChange[];
  } | null;
}

const headingsOf = (child: ChildRecord) => [
  ...(child.generalNotes ? [GENERAL_NOTES_HEADING] : []),
  ...filledHeadings(child.plan),
];

/** What changed in each child's plan since the versions she acknowledged. */
async function changesSince(
  db: Kysely<Database>,
  acknowledged: PlanVersions,
  children: readonly ChildRecord[],
): Promise<PlanChange[]> {
  const stale = children.filter((child) => acknowledged[child.childId] !== child.version);
  const wanted = stale.flatMap((child) => {
    const version = acknowledged[child.childId];
    return version === undefined ? [] : [{ childId: child.childId, version }];
  });
  const before = await planVersions(db, wanted);
  return stale.map((child) => {
    const read = before.get(`${child.childId}@${acknowledged[child.childId]}`);
    const headings = read ? changedHeadings(read, child.plan) : filledHeadings(child.plan);
    return { childId: child.childId, name: child.name, headings };
  });
}

/** A booking's children's plans as `access` lets its reader see them. */
export async function bookingCarePlans(
  db: Kysely<Database>,
  row: BookingRow,
  access: Exclude<CarePlanAccess, 'none'>,
): Promise<BookingCarePlans> {
  const children = await childrenOf(db, row.parent_id, row.child_ids);
  if (access === 'outline') {
    return {
      access,
      children: children.map((child) => childAsSeen(child, false)),
      acknowledgement: null,
    };
  }
  const current = Object.fromEntries(children.map((child) => [child.childId, child.version]));
  const acknowledged = row.plan_acknowledged;
  return {
    access,
    children: children.map((child) => childAsSeen(child, true)),
    acknowledgement: {
      acknowledgedAt: row.plan_acknowledged_at?.toISOString() ?? null,
      current: acknowledgementIsCurrent(acknowledged, current),
      changes: acknowledged === null ? [] : await changesSince(db, acknowledged, children),
    },
  };
}

/** A child as the booking shows her: always age and headings; name and plan only when whole. */
function childAsSeen(child: Awaited<ReturnType<typeof childrenOf>>[number], whole: boolean) {
  return {
    id: child.childId,
    age: child.age,
    headings: headingsOf(child),
    name: whole ? child.name : null,
    version: whole ? child.version : null,
    plan: whole ? child.plan : null,
    generalNotes: whole ? child.generalNotes : null,
  };
}

/** The booking's children's plan versions now (what an acknowledgement must match). */
export async function currentPlanVersions(
  db: Kysely<Database>,
  row: Pick<BookingRow, 'parent_id' | 'child_ids'>,
): Promise<PlanVersions> {
  const children = await childrenOf(db, row.parent_id, row.child_ids);
  return Object.fromEntries(children.map((child) => [child.childId, child.version]));
}
