import type { FeatureDeps } from '../../../infra/feature.js';
import {
  afterZipSet,
  afterZoneRecorded,
  catchUpZonesBy,
  zoneCatchUpDecider,
  zoneRecordedFacts,
} from '../../../infra/places/missing-zones.js';
import type { ZipPlace } from '../../../infra/places/zip-codes.js';
import { catchUpAtStartJob } from '../../../infra/queue/job-kinds.js';
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

/** The zone of a service area set before zones were recorded (the area event is never rewritten). */
export const serviceAreaZoneDecider = zoneCatchUpDecider<RecordServiceAreaZone, NannyEvent>({
  streamType: 'nanny',
  streamIdOf: (command) => nannyStreamId(command.nannyId),
  evolve: (state, event) => {
    if (event.type === 'NannyServiceAreaSet') {
      return afterZipSet(event.data.zip, event.data.timeZone);
    }
    if (event.type === 'NannyServiceAreaZoneRecorded') {
      return afterZoneRecorded(state, event.data.zip);
    }
    return state;
  },
  zoneRecorded: (command) => ({
    type: 'NannyServiceAreaZoneRecorded',
    data: { nannyId: command.nannyId, ...zoneRecordedFacts(command.place, command.at) },
  }),
});

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
  return catchUpZonesBy(deps, nannies, serviceAreaZoneDecider, (nannyId, place, at) => ({
    type: 'RecordServiceAreaZone' as const,
    nannyId,
    place,
    at,
  }));
}

export const serviceAreaZonesJob = (deps: Deps): JobDefinition =>
  catchUpAtStartJob(SERVICE_AREA_ZONES_JOB, () => recordServiceAreaZones(deps));
