import type { Kysely } from 'kysely';
import type { Database } from '../../infra/db/schema.js';
import type { CarePlan } from '../../shared/care-plans.js';

type Db = Kysely<Database>;

export interface ChildRecord {
  childId: string;
  parentId: string;
  name: string;
  age: number;
  version: number;
  plan: CarePlan;
  /** The family's notes from before care plans: with her first child only, else null. */
  generalNotes: string | null;
  updatedAt: Date;
}

/** Her children in the order she added them, each with its current plan. */
export async function childrenOf(db: Db, parentId: string, childIds?: readonly string[]) {
  if (childIds !== undefined && childIds.length === 0) return [];
  let query = db
    .selectFrom('children as c')
    .leftJoin('care_plan_families as f', 'f.parent_id', 'c.parent_id')
    .select([
      'c.child_id',
      'c.parent_id',
      'c.name',
      'c.age',
      'c.position',
      'c.plan',
      'c.plan_version',
      'c.updated_at',
      'f.general_notes',
    ])
    .where('c.parent_id', '=', parentId);
  if (childIds !== undefined) query = query.where('c.child_id', 'in', [...childIds]);
  const rows = await query.orderBy('c.position').execute();
  return rows.map((row): ChildRecord => ({
    childId: row.child_id,
    parentId: row.parent_id,
    name: row.name,
    age: row.age,
    version: row.plan_version,
    plan: row.plan,
    generalNotes: row.position === 0 ? (row.general_notes ?? '') : null,
    updatedAt: row.updated_at,
  }));
}

/** Whether her profile said she has more than one child (before care plans). */
export async function saidMultipleChildren(db: Db, parentId: string): Promise<boolean> {
  const row = await db
    .selectFrom('care_plan_families')
    .select('multiple_children')
    .where('parent_id', '=', parentId)
    .executeTakeFirst();
  return row?.multiple_children ?? false;
}

/** Versions of plans, by child id and version: what a nanny acknowledged, to compare with now. */
export async function planVersions(
  db: Db,
  wanted: readonly { childId: string; version: number }[],
): Promise<Map<string, CarePlan>> {
  if (wanted.length === 0) return new Map();
  const rows = await db
    .selectFrom('care_plan_versions')
    .select(['child_id', 'version', 'plan'])
    .where((eb) =>
      eb.or(
        wanted.map((w) => eb.and([eb('child_id', '=', w.childId), eb('version', '=', w.version)])),
      ),
    )
    .execute();
  return new Map(rows.map((row) => [`${row.child_id}@${row.version}`, row.plan]));
}
