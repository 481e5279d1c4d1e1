import type { EventMetadata } from '../../infra/event-store/event-types.js';
import type { FeatureDeps } from '../../infra/feature.js';
import { documentFactsDecider } from './document-facts.decider.js';
import {
  nannyStreamId,
  type DocumentMovedData,
  type DocumentVersionDeletedData,
} from '../nannies/index.js';

type Deps = Pick<FeatureDeps, 'eventStore' | 'clock'>;

/** The app's own housekeeping, recorded as the system. */
const SYSTEM: EventMetadata = { actorRole: 'system' };

export async function recordVersionDeleted(
  deps: Deps,
  data: DocumentVersionDeletedData,
): Promise<void> {
  await deps.eventStore.handleCommand(
    documentFactsDecider,
    nannyStreamId(data.nannyId),
    { type: 'RecordDocumentVersionDeleted', nannyId: data.nannyId, data, at: data.deletedAt },
    { metadata: SYSTEM },
  );
}

/** false when the fixed key was already recorded moved (by a run alongside this one). */
export async function recordDocumentMove(deps: Deps, data: DocumentMovedData): Promise<boolean> {
  const { events } = await deps.eventStore.handleCommand(
    documentFactsDecider,
    nannyStreamId(data.nannyId),
    { type: 'RecordDocumentMove', nannyId: data.nannyId, data, at: data.movedAt },
    { metadata: SYSTEM },
  );
  return events.length > 0;
}
