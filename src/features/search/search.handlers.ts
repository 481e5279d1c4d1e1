import type { FeatureDeps } from '../../infra/feature.js';
import type { EventMetadata } from '../../infra/event-store/event-types.js';
import { searchDecider, type SearchCommand } from './search.decider.js';
import { savedSearchStreamId } from './search.events.js';

type Deps = Pick<FeatureDeps, 'eventStore'>;

/** One command on the parent's saved-searches stream, in one transaction. */
export function runSearchCommand(deps: Deps, command: SearchCommand, metadata: EventMetadata) {
  return deps.eventStore.handleCommand(
    searchDecider,
    savedSearchStreamId(command.parentId),
    command,
    { metadata },
  );
}
