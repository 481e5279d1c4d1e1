import type { RecordedEvent } from '../../infra/event-store/event-types.js';
import { columnsOf, defineProjection, everyOf, readTable } from '../../infra/projections/index.js';
import type { TypedRows } from '../../infra/projections/index.js';
import { parseCarePlan } from '../../shared/care-plans.js';
import { CARE_PLAN_EVENT_TYPES, type CarePlanEvent } from './care-plans.events.js';

/**
 * The parent's profile fields from before care plans, matched by event type name: her "Special
 * Considerations" become the general notes shown with her first child, "Multiple Children" a
 * reminder to add each one. Folded from her profile events, so the data is kept where it was
 * written and nothing new enters the log.
 */
type ProfileFact = {
  type: 'ParentProfileUpdated';
  data: { parentId: string; multipleChildren: boolean; specialConsiderations: string };
};

const children = readTable('children', {
  key: ['child_id'],
  json: ['plan'],
  lookups: ['parent_id'],
});
const versions = readTable('care_plan_versions', { key: ['child_id', 'version'], json: ['plan'] });
const families = readTable('care_plan_families', { key: ['parent_id'] });
type Tables = 'children' | 'care_plan_versions' | 'care_plan_families';

/** children (each child and its current plan), care_plan_versions, care_plan_families. */
export const carePlansProjection = defineProjection<CarePlanEvent | ProfileFact, Tables>({
  name: 'care-plans',
  tables: [children, versions, families],
  events: { ParentProfileUpdated: true, ...everyOf(CARE_PLAN_EVENT_TYPES) },
  fold: foldEvent,
});

function foldEvent(event: RecordedEvent<CarePlanEvent | ProfileFact>, rows: TypedRows<Tables>) {
  switch (event.type) {
    case 'ParentProfileUpdated': {
      const d = event.data;
      const row = {
        parent_id: d.parentId,
        general_notes: d.specialConsiderations,
        multiple_children: d.multipleChildren,
      };
      rows.insert('care_plan_families', row, ['general_notes', 'multiple_children']);
      return;
    }
    case 'ChildAdded': {
      const d = event.data;
      const position = rows.find('children', 'parent_id', d.parentId).length;
      const row = {
        child_id: d.childId,
        parent_id: d.parentId,
        name: d.name,
        age: d.age,
        position,
        plan_version: 0,
        plan: parseCarePlan(''),
        added_at: new Date(d.addedAt),
        updated_at: new Date(d.addedAt),
      };
      rows.insert('children', row, 'keep');
      return;
    }
    case 'ChildDetailsChanged': {
      const d = event.data;
      const patch = { name: d.name, age: d.age, updated_at: new Date(d.changedAt) };
      rows.update('children', { child_id: d.childId }, patch);
      return;
    }
    case 'CarePlanRevised': {
      const d = event.data;
      const plan = parseCarePlan(d.plan);
      const at = new Date(d.revisedAt);
      rows.update(
        'children',
        { child_id: d.childId },
        {
          plan,
          plan_version: d.version,
          updated_at: at,
        },
      );
      const row = {
        child_id: d.childId,
        version: d.version,
        parent_id: d.parentId,
        plan,
        revised_at: at,
      };
      rows.insert('care_plan_versions', row, columnsOf(row));
      return;
    }
  }
}
