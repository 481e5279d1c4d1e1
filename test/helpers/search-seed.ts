import type { NewEvent } from '../../src/infra/event-store/event-types.js';
import type { FeatureDeps } from '../../src/infra/feature.js';
import { placeOfZipNow } from './zip-places.js';

/** Appends to a stream after its last event, through the real projections. */
export async function appendLatest(
  deps: FeatureDeps,
  stream: { id: string; type: string },
  events: NewEvent[],
) {
  const history = await deps.eventStore.readStream(stream.id);
  return deps.eventStore.append(stream, history.at(-1)?.version ?? 0, events);
}

/** A parent's home ZIP as PUT /api/parent/home-zip records it. */
export async function setHomeZip(deps: FeatureDeps, parentId: string, zip: string) {
  const place = placeOfZipNow(zip);
  if (!place) throw new Error(`unknown ZIP ${zip}`);
  await appendLatest(deps, { id: `parent-${parentId}`, type: 'parent' }, [
    { type: 'ParentHomeZipSet', data: { parentId, ...place, setAt: new Date().toISOString() } },
  ]);
}

/** A nanny's event, appended to her stream. */
export const nannyFact = (deps: FeatureDeps, nannyId: string, type: string, data: object) =>
  appendLatest(deps, { id: `nanny-${nannyId}`, type: 'nanny' }, [
    { type, data: { nannyId, ...data } },
  ]);
