import { expect } from 'vitest';
import type { Decider } from '../../src/infra/event-store/decider.js';
import type { NewEvent } from '../../src/infra/event-store/event-types.js';

/** given(events).when(command).then(events) or .thenThrows(message): one rule per test. */
export function deciderSpec<State, Command, Event extends NewEvent>(
  decider: Decider<State, Command, Event>,
) {
  return {
    given: (history: Event[]) => ({
      when: (command: Command) => {
        const run = () =>
          decider.decide(
            command,
            history.reduce((s, e) => decider.evolve(s, e), decider.initialState()),
          );
        return {
          then: (expected: Event[]) => expect(run()).toEqual(expected),
          thenThrows: (message: string | RegExp) => expect(run).toThrow(message),
        };
      },
    }),
  };
}
