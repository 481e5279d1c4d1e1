import type { Decider } from '../../infra/event-store/decider.js';
import {
  nannyDecider,
  type NannyCommand,
  type NannyState,
  type NannyEvent,
} from '../nannies/index.js';

export interface DocumentFactsState {
  nanny: NannyState;
  /** Upload ids recorded deleted. */
  deleted: ReadonlySet<string>;
  /** Fixed keys whose bytes were recorded moved (each can hold one version with bytes). */
  movedFrom: ReadonlySet<string>;
}

/**
 * The nanny's decider, recording each housekeeping fact at most once: a version already recorded
 * deleted, or a fixed key already recorded moved, gives no second event. Two runs at once (a
 * retried job, two instances) then agree: the loser's append conflicts, it re-reads the stream
 * and finds the fact already there.
 */
export const documentFactsDecider: Decider<DocumentFactsState, NannyCommand, NannyEvent> = {
  streamType: nannyDecider.streamType,
  initialState: () => ({
    nanny: nannyDecider.initialState(),
    deleted: new Set(),
    movedFrom: new Set(),
  }),
  evolve: (state, event) => {
    const next = { ...state, nanny: nannyDecider.evolve(state.nanny, event) };
    if (event.type === 'NannyDocumentVersionDeleted') {
      return { ...next, deleted: new Set([...state.deleted, event.data.uploadId]) };
    }
    if (event.type === 'NannyDocumentMoved') {
      return { ...next, movedFrom: new Set([...state.movedFrom, event.data.fromKey]) };
    }
    return next;
  },
  decide: (command, state, streamId) => {
    if (command.type === 'RecordDocumentVersionDeleted' && state.deleted.has(command.data.uploadId))
      return [];
    if (command.type === 'RecordDocumentMove' && state.movedFrom.has(command.data.fromKey))
      return [];
    return nannyDecider.decide(command, state.nanny, streamId);
  },
};
