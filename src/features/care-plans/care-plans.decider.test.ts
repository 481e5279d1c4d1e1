import { describe, it } from 'vitest';
import { deciderSpec } from '../../../test/helpers/decider-spec.js';
import { NotStreamOwnerError } from '../../infra/domain/errors.js';
import {
  CHILD_NOT_FOUND_MESSAGE,
  CONTACT_REQUIRED_MESSAGE,
  emptyCarePlan,
  MEDICATION_NAME_MESSAGE,
  TOO_MANY_CHILDREN_MESSAGE,
  type CarePlan,
} from '../../shared/care-plans.js';
import { carePlanDecider, type CarePlanCommand } from './care-plans.decider.js';
import { childrenStreamId, type CarePlanEvent } from './care-plans.events.js';

const spec = deciderSpec(carePlanDecider, childrenStreamId('p1'));
const at = '2026-11-21T12:00:00.000Z';
const plan: CarePlan = {
  ...emptyCarePlan(),
  emergencyContacts: [{ name: 'Jo', relation: 'Aunt', phone: '555 010 2030' }],
};
const stored = JSON.stringify(plan);
const add = (changes: Partial<CarePlanCommand> = {}): CarePlanCommand => ({
  type: 'AddChild',
  parentId: 'p1',
  childId: 'c1',
  name: ' Sam ',
  age: 6,
  plan,
  at,
  ...changes,
});
const update = (changes: Partial<CarePlanCommand> = {}) =>
  add({ type: 'UpdateChild', name: 'Sam', ...changes });
const added: CarePlanEvent[] = [
  { type: 'ChildAdded', data: { parentId: 'p1', childId: 'c1', name: 'Sam', age: 6, addedAt: at } },
  {
    type: 'CarePlanRevised',
    data: { parentId: 'p1', childId: 'c1', version: 1, plan: stored, revisedAt: at },
  },
];

describe('children and their care plans', () => {
  it('adds a child (trimmed name, age in years) with version 1 of her plan', () => {
    spec.given([]).when(add()).then(added);
  });

  it('records a retried add once', () => {
    spec.given(added).when(add()).then([]);
  });

  it('refuses a plan without an emergency contact, or a medication without a name', () => {
    spec
      .given([])
      .when(add({ plan: { ...plan, emergencyContacts: [] } }))
      .thenThrows(CONTACT_REQUIRED_MESSAGE);
    const medications = [{ name: ' ', dose: '1', time: '', mayGive: false }];
    spec
      .given([])
      .when(add({ plan: { ...plan, medications } }))
      .thenThrows(MEDICATION_NAME_MESSAGE);
  });

  it('refuses an eleventh child', () => {
    const ten = Array.from({ length: 10 }, (_, i): CarePlanEvent => ({
      type: 'ChildAdded',
      data: { parentId: 'p1', childId: `c${i}`, name: 'Kid', age: 3, addedAt: at },
    }));
    spec
      .given(ten)
      .when(add({ childId: 'c99' }))
      .thenThrows(TOO_MANY_CHILDREN_MESSAGE);
  });

  it('records a new version of the plan when it changed, and only then', () => {
    const changed = { ...plan, allergies: 'Peanuts' };
    spec
      .given(added)
      .when(update({ plan: changed }))
      .then([
        {
          type: 'CarePlanRevised',
          data: {
            parentId: 'p1',
            childId: 'c1',
            version: 2,
            plan: JSON.stringify(changed),
            revisedAt: at,
          },
        },
      ]);
    spec.given(added).when(update()).then([]);
  });

  it('records a new name or age apart from the plan (no new plan version)', () => {
    spec
      .given(added)
      .when(update({ age: 7 }))
      .then([
        {
          type: 'ChildDetailsChanged',
          data: { parentId: 'p1', childId: 'c1', name: 'Sam', age: 7, changedAt: at },
        },
      ]);
  });

  it('finds no child of another family in hers', () => {
    spec
      .given(added)
      .when(update({ childId: 'c-other' }))
      .thenThrows(CHILD_NOT_FOUND_MESSAGE);
  });

  it("never writes into another family's stream", () => {
    spec
      .given([])
      .when(add({ parentId: 'p2' }))
      .thenThrows(NotStreamOwnerError);
  });
});
