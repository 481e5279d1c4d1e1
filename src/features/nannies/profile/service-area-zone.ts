import type { FeatureDeps } from '../../../infra/feature.js';
import { requireOwnStream, type Decider } from '../../../infra/event-store/decider.js';
import {
  NO_ZIP,
  afterZipSet,
  afterZoneRecorded,
  catchUpZones,
  zoneCatchUpJob,
  zoneIsMissing,
  zoneRecordedFacts,
  type ZipZoneState,
} from '../../../infra/places/missing-zones.js';
import type { ZipPlace } from '../../../infra/places/zip-codes.js';
import type { JobDefinition } from '../../../infra/queue/job-queue.js';
import { nannyStreamId, type NannyEvent } from '../nannies.events.js';
import { directoryFacts } from '../../search/directory.reads.js';

export const SERVICE_AREA_ZONES_JOB = 'nannies.record-service-area-zones';

interface RecordServiceAreaZone {
  type: 'RecordServiceAreaZone';
  nannyId: string;
  place: ZipPlace;
  at: string;
}

/**
 * A service area set before zones were recorded gets its zone by a system event of its own: the
 * area event is never rewritten. Nothing is appended when her ZIP has a zone already or has
 * changed.
 */
export const serviceAreaZoneDecider: Decider<ZipZoneState, RecordServiceAreaZone, NannyEvent> = {
  streamType: 'nanny',
  initialState: () => NO_ZIP,
  evolve: (state, event) => {
    if (event.type === 'NannyServiceAreaSet') {
      return afterZipSet(event.data.zip, event.data.timeZone);
    }
    if (event.type === 'NannyServiceAreaZoneRecorded') {
      return afterZoneRecorded(state, event.data.zip);
    }
    return state;
  },
  decide: (command, state, streamId) => {
    requireOwnStream(streamId, nannyStreamId(command.nannyId));
    if (!zoneIsMissing(state, command.place)) return [];
    const data = { nannyId: command.nannyId, ...zoneRecordedFacts(command.place, command.at) };
    return [{ type: 'NannyServiceAreaZoneRecorded', data }];
  },
};

type Deps = Pick<FeatureDeps, 'db' | 'eventStore' | 'clock'>;

/** Records the zone of every nanny's service area that has none; a second run appends nothing. */
export async function recordServiceAreaZones(deps: Deps): Promise<number> {
  // The directory's read table is where a nanny's area (and its zone) is projected.
  const nannies = await deps.db
    .selectFrom(directoryFacts().as('d'))
    .select(['nanny_id as id', 'zip'])
    .where('zip', 'is not', null)
    .where('time_zone', 'is', null)
    .orderBy('nanny_id')
    .$narrowType<{ zip: string }>()
    .execute();
  return catchUpZones(nannies, async (nannyId, place) => {
    const at = deps.clock().toISOString();
    const command = { type: 'RecordServiceAreaZone' as const, nannyId, place, at };
    const result = await deps.eventStore.handleCommand(
      serviceAreaZoneDecider,
      nannyStreamId(nannyId),
      command,
      { metadata: { actorRole: 'system' } },
    );
    return result.events.length > 0;
  });
}

export const serviceAreaZonesJob = (deps: Deps): JobDefinition =>
  zoneCatchUpJob(SERVICE_AREA_ZONES_JOB, () => recordServiceAreaZones(deps));
