import { NotStreamOwnerError } from '../domain/errors.js';
import type { NewEvent } from './event-types.js';

/**
 * A stream's behaviour, pure: decide turns a command and the current state of the stream named
 * `streamId` into new events (or throws a DomainError); evolve folds one event into the state.
 * No clock, ids or I/O: those arrive inside the command.
 */
export interface Decider<State, Command, Event extends NewEvent> {
  streamType: string;
  initialState(): State;
  evolve(state: State, event: Event): State;
  decide(command: Command, state: State, streamId: string): Event[];
}

/**
 * Refuses a command whose subject (the parent, nanny, account or booking it names) owns another
 * stream than the one it was sent to: one person's facts never land in another's history.
 */
export function requireOwnStream(streamId: string, subjectStreamId: string): void {
  if (streamId !== subjectStreamId) throw new NotStreamOwnerError();
}
