import { expect } from 'vitest';
import type { Decider } from '../../src/infra/event-store/decider.js';
import type { NewEvent } from '../../src/infra/event-store/event-types.js';

/**
 * given(events).when(command).then(events) or .thenThrows(message or error class): one rule per
 * test, on the stream named (the one handleCommand would give the decider).
 */
export function deciderSpec<State, Command, Event extends NewEvent>(
  decider: Decider<State, Command, Event>,
  streamId: string,
) {
  return {
    given: (history: Event[]) => ({
      when: (command: Command) => {
        const run = () =>
          decider.decide(
            command,
            history.reduce((s, e) => decider.evolve(s, e), decider.initialState()),
            streamId,
          );
        return {
          then: (expected: Event[]) => expect(run()).toEqual(expected),
          thenThrows: (expected: string | RegExp | (new (...args: never[]) => Error)) =>
            expect(run).toThrow(expected),
        };
      },
    }),
  };
}
