import type { Kysely } from 'kysely';
import type { DataSubject } from '../../infra/privacy/data-subject.js';
import type { Database } from '../../infra/db/schema.js';
import { isoOrNull as iso } from '../../infra/domain/iso-time.js';

/** Her children and every version of their care plans (a parent's own; nobody else's). */
export async function childrenExportPart(db: Kysely<Database>, me: DataSubject) {
  if (me.role !== 'parent') return [];
  const children = await db
    .selectFrom('children')
    .selectAll()
    .where('parent_id', '=', me.accountId)
    .orderBy('position')
    .execute();
  const versions = await db
    .selectFrom('care_plan_versions')
    .selectAll()
    .where('parent_id', '=', me.accountId)
    .orderBy('version')
    .execute();
  return children.map((c) => ({
    id: c.child_id,
    name: c.name,
    age: c.age,
    addedAt: iso(c.added_at),
    carePlan: c.plan,
    carePlanVersion: c.plan_version,
    carePlanVersions: versions
      .filter((v) => v.child_id === c.child_id)
      .map((v) => ({ version: v.version, plan: v.plan, revisedAt: iso(v.revised_at) })),
  }));
}
