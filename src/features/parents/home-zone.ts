import type { FeatureDeps } from '../../infra/feature.js';
import {
  afterZipSet,
  afterZoneRecorded,
  catchUpZonesBy,
  zoneCatchUpDecider,
  zoneRecordedFacts,
} from '../../infra/places/missing-zones.js';
import type { ZipPlace } from '../../infra/places/zip-codes.js';
import { catchUpAtStartJob } from '../../infra/queue/job-kinds.js';
import type { JobDefinition } from '../../infra/queue/job-queue.js';
import { parentStreamId, type ParentEvent } from './parents.events.js';

export const HOME_ZONES_JOB = 'parents.record-home-zones';

interface RecordHomeZone {
  type: 'RecordHomeZone';
  parentId: string;
  place: ZipPlace;
  at: string;
}

/** The zone of a home ZIP set before zones were recorded (the ZIP event is never rewritten). */
export const homeZoneDecider = zoneCatchUpDecider<RecordHomeZone, ParentEvent>({
  streamType: 'parent',
  streamIdOf: (command) => parentStreamId(command.parentId),
  evolve: (state, event) => {
    if (event.type === 'ParentHomeZipSet') return afterZipSet(event.data.zip, event.data.timeZone);
    if (event.type === 'ParentHomeZoneRecorded') return afterZoneRecorded(state, event.data.zip);
    return state;
  },
  zoneRecorded: (command) => ({
    type: 'ParentHomeZoneRecorded',
    data: { parentId: command.parentId, ...zoneRecordedFacts(command.place, command.at) },
  }),
});

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
  return catchUpZonesBy(deps, parents, homeZoneDecider, (parentId, place, at) => ({
    type: 'RecordHomeZone' as const,
    parentId,
    place,
    at,
  }));
}

export const homeZonesJob = (deps: Deps): JobDefinition =>
  catchUpAtStartJob(HOME_ZONES_JOB, () => recordHomeZones(deps));
