import { assertNever, notFoundError, validationError } from '../../infra/domain/errors.js';
import { requireOwnStream, type Decider } from '../../infra/event-store/decider.js';
import {
  carePlanProblem,
  CHILD_NOT_FOUND_MESSAGE,
  childProblem,
  MAX_CHILDREN,
  TOO_MANY_CHILDREN_MESSAGE,
  trimmedPlan,
  type CarePlan,
} from '../../shared/care-plans.js';
import { childrenStreamId, type CarePlanEvent } from './care-plans.events.js';

interface ChildInput {
  parentId: string;
  childId: string;
  name: string;
  age: number;
  plan: CarePlan;
  at: string;
}

export type CarePlanCommand =
  | ({ type: 'AddChild' } & ChildInput)
  /** Her child's name, age and plan as the form now reads: only what changed is recorded. */
  | ({ type: 'UpdateChild' } & ChildInput);

interface ChildState {
  name: string;
  age: number;
  version: number;
  /** The plan's latest version as stored (JSON), to tell an unchanged plan from a new one. */
  plan: string;
}

export interface FamilyState {
  children: Record<string, ChildState>;
}

function evolve(state: FamilyState, event: CarePlanEvent): FamilyState {
  const put = (childId: string, child: ChildState) => ({
    children: { ...state.children, [childId]: child },
  });
  switch (event.type) {
    case 'ChildAdded': {
      const { childId, name, age } = event.data;
      return put(childId, { name, age, version: 0, plan: '' });
    }
    case 'ChildDetailsChanged': {
      const { childId, name, age } = event.data;
      const child = state.children[childId];
      return child ? put(childId, { ...child, name, age }) : state;
    }
    case 'CarePlanRevised': {
      const { childId, version, plan } = event.data;
      const child = state.children[childId];
      return child ? put(childId, { ...child, version, plan }) : state;
    }
    default:
      return assertNever(event);
  }
}

/** The child's name and plan, trimmed and checked: what is stored, or the form's message. */
function checked(command: ChildInput) {
  const name = command.name.trim();
  const plan = trimmedPlan(command.plan);
  const problem = childProblem(name, command.age) ?? carePlanProblem(plan);
  if (problem !== null) throw validationError(problem);
  return { name, plan: JSON.stringify(plan) };
}

function decide(command: CarePlanCommand, state: FamilyState, streamId: string): CarePlanEvent[] {
  requireOwnStream(streamId, childrenStreamId(command.parentId));
  const { parentId, childId, age, at } = command;
  switch (command.type) {
    case 'AddChild': {
      if (Object.keys(state.children).length >= MAX_CHILDREN) {
        throw validationError(TOO_MANY_CHILDREN_MESSAGE);
      }
      // A repeated add (the same id: a retried request) records nothing twice.
      if (state.children[childId]) return [];
      const { name, plan } = checked(command);
      return [
        { type: 'ChildAdded', data: { parentId, childId, name, age, addedAt: at } },
        { type: 'CarePlanRevised', data: { parentId, childId, version: 1, plan, revisedAt: at } },
      ];
    }
    case 'UpdateChild': {
      const child = state.children[childId];
      if (!child) throw notFoundError(CHILD_NOT_FOUND_MESSAGE);
      const { name, plan } = checked(command);
      const events: CarePlanEvent[] = [];
      if (name !== child.name || age !== child.age) {
        events.push({
          type: 'ChildDetailsChanged',
          data: { parentId, childId, name, age, changedAt: at },
        });
      }
      if (plan !== child.plan) {
        const version = child.version + 1;
        events.push({
          type: 'CarePlanRevised',
          data: { parentId, childId, version, plan, revisedAt: at },
        });
      }
      return events;
    }
    default:
      return assertNever(command);
  }
}

export const carePlanDecider: Decider<FamilyState, CarePlanCommand, CarePlanEvent> = {
  streamType: 'children',
  initialState: () => ({ children: {} }),
  evolve,
  decide,
};
