import type { FeatureDeps } from '../../infra/feature.js';
import { requireOwnStream, type Decider } from '../../infra/event-store/decider.js';
import {
  NO_ZIP,
  afterZipSet,
  afterZoneRecorded,
  catchUpZones,
  zoneCatchUpJob,
  zoneIsMissing,
  zoneRecordedFacts,
  type ZipZoneState,
} from '../../infra/places/missing-zones.js';
import type { ZipPlace } from '../../infra/places/zip-codes.js';
import type { JobDefinition } from '../../infra/queue/job-queue.js';
import { parentStreamId, type ParentEvent } from './parents.events.js';

export const HOME_ZONES_JOB = 'parents.record-home-zones';

interface RecordHomeZone {
  type: 'RecordHomeZone';
  parentId: string;
  place: ZipPlace;
  at: string;
}

/**
 * A home ZIP set before zones were recorded gets its zone by a system event of its own: the ZIP
 * event is never rewritten. Nothing is appended when her ZIP has a zone already or has changed.
 */
export const homeZoneDecider: Decider<ZipZoneState, RecordHomeZone, ParentEvent> = {
  streamType: 'parent',
  initialState: () => NO_ZIP,
  evolve: (state, event) => {
    if (event.type === 'ParentHomeZipSet') return afterZipSet(event.data.zip, event.data.timeZone);
    if (event.type === 'ParentHomeZoneRecorded') return afterZoneRecorded(state, event.data.zip);
    return state;
  },
  decide: (command, state, streamId) => {
    requireOwnStream(streamId, parentStreamId(command.parentId));
    if (!zoneIsMissing(state, command.place)) return [];
    const data = { parentId: command.parentId, ...zoneRecordedFacts(command.place, command.at) };
    return [{ type: 'ParentHomeZoneRecorded', data }];
  },
};

type Deps = Pick<FeatureDeps, 'db' | 'eventStore' | 'clock'>;

/** Records the zone of every parent's home ZIP that has none; a second run appends nothing. */
export async function recordHomeZones(deps: Deps): Promise<number> {
  const parents = await deps.db
    .selectFrom('parent_profiles')
    .select(['parent_id as id', 'zip'])
    .where('zip', 'is not', null)
    .where('time_zone', 'is', null)
    .orderBy('parent_id')
    .$narrowType<{ zip: string }>()
    .execute();
  return catchUpZones(parents, async (parentId, place) => {
    const command = {
      type: 'RecordHomeZone' as const,
      parentId,
      place,
      at: deps.clock().toISOString(),
    };
    const result = await deps.eventStore.handleCommand(
      homeZoneDecider,
      parentStreamId(parentId),
      command,
      { metadata: { actorRole: 'system' } },
    );
    return result.events.length > 0;
  });
}

export const homeZonesJob = (deps: Deps): JobDefinition =>
  zoneCatchUpJob(HOME_ZONES_JOB, () => recordHomeZones(deps));
