import { Type } from '@sinclair/typebox';
import {
  eventTypeDefinitionsOf,
  eventTypeNamesOf,
  type EventUnionOf,
} from '../../infra/domain/event-union.js';
import { personal } from '../../infra/event-store/personal-data.js';

/** The family's words about her child are hers: her key, shredded with her account. */
const own = { owner: 'parentId' };

const ChildAdded = Type.Object({
  parentId: Type.String(),
  childId: Type.String(),
  name: personal(Type.String(), own),
  /** Whole years, never a birth date (docs/privacy.md, Care plans). */
  age: Type.Integer({ minimum: 0 }),
  addedAt: Type.String(),
});

const ChildDetailsChanged = Type.Object({
  parentId: Type.String(),
  childId: Type.String(),
  name: personal(Type.String(), own),
  age: Type.Integer({ minimum: 0 }),
  changedAt: Type.String(),
});

/**
 * One version of a child's plan, whole. The plan is one encrypted JSON text: a personal mark
 * cannot sit inside an array (medications, contacts), and the plan is only ever read whole.
 */
const CarePlanRevised = Type.Object({
  parentId: Type.String(),
  childId: Type.String(),
  version: Type.Integer({ minimum: 1 }),
  plan: personal(Type.String(), own),
  revisedAt: Type.String(),
});

const schemas = { ChildAdded, ChildDetailsChanged, CarePlanRevised };
export type CarePlanEvent = EventUnionOf<typeof schemas>;

export const CARE_PLAN_EVENT_TYPES = eventTypeNamesOf(schemas);

export const carePlanEventTypes = eventTypeDefinitionsOf(schemas);

/** One stream per family: her children and every version of their plans. */
export const childrenStreamId = (parentId: string) => `children-${parentId}`;
