import type { NewEvent } from './event-types.js';

/**
 * A stream's behaviour, pure: decide turns a command and the current state into new events (or
 * throws a DomainError); evolve folds one event into the state. No clock, ids or I/O: those
 * arrive inside the command.
 */
export interface Decider<State, Command, Event extends NewEvent> {
  streamType: string;
  initialState(): State;
  evolve(state: State, event: Event): State;
  decide(command: Command, state: State): Event[];
}
