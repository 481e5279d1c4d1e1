import { requireOwnStream, type Decider } from '../event-store/decider.js';
import type { EventStore } from '../event-store/event-store-service.js';
import type { NewEvent } from '../event-store/event-types.js';
import type { ZipPlace } from './zip-codes.js';
import { placeOfZip } from './zip-codes.js';

/**
 * What a person's stream says of her ZIP's zone: the ZIP she set last, and whether a zone is
 * recorded for it (with the ZIP, or caught up afterwards).
 */
export interface ZipZoneState {
  zip: string | null;
  zoned: boolean;
}

export const NO_ZIP: ZipZoneState = { zip: null, zoned: false };

/** She set a ZIP: zoned when the event recorded its zone (events of older versions did not). */
export const afterZipSet = (zip: string, timeZone: string | undefined): ZipZoneState => ({
  zip,
  zoned: timeZone !== undefined,
});

/** A zone was recorded for a ZIP: it counts only while that ZIP is still hers. */
export const afterZoneRecorded = (state: ZipZoneState, zip: string): ZipZoneState =>
  state.zip === zip ? { zip, zoned: true } : state;

/**
 * Whether the zone of this place is to be recorded: she has a ZIP with no zone, and the place is
 * of that ZIP (looked up from the ZIP she had when the catch-up read her row; she may have set
 * another since, which records its own zone).
 */
export const zoneIsMissing = (state: ZipZoneState, place: Pick<ZipPlace, 'zip'>): boolean =>
  state.zip !== null && !state.zoned && state.zip === place.zip;

/**
 * Records, for each person with a ZIP and no zone, her ZIP's zone through `record` (a command on
 * her stream that appends nothing when the zone is already there). A ZIP the data no longer
 * knows is left alone: she stays on the platform's zone until she sets one. Returns how many
 * zones were recorded (`record` says whether it appended).
 */
export async function catchUpZones(
  people: readonly { id: string; zip: string }[],
  record: (id: string, place: ZipPlace) => Promise<boolean>,
): Promise<number> {
  let recorded = 0;
  for (const person of people) {
    const place = await placeOfZip(person.zip);
    if (place !== undefined && (await record(person.id, place))) recorded += 1;
  }
  return recorded;
}

/** A system command recording the zone of the person's ZIP, as looked up at `at`. */
export interface RecordZoneCommand {
  place: ZipPlace;
  at: string;
}

/** A zone catch-up's decider, and the stream each of its commands is handled on. */
export type ZoneCatchUpDecider<Command, Event extends NewEvent> = Decider<
  ZipZoneState,
  Command,
  Event
> & { streamIdOf: (command: Command) => string };

/**
 * The decider of a zone catch-up on one kind of person's stream: a ZIP set before zones were
 * recorded gets its zone by a system event of its own (the ZIP event is never rewritten), and
 * nothing is appended when her ZIP has a zone already or has changed. `evolve` reads her stream's
 * ZIP events (with `afterZipSet` and `afterZoneRecorded`); `zoneRecorded` is the event appended.
 */
export function zoneCatchUpDecider<
  Command extends RecordZoneCommand,
  Event extends NewEvent,
>(spec: {
  streamType: string;
  streamIdOf: (command: Command) => string;
  evolve: (state: ZipZoneState, event: Event) => ZipZoneState;
  zoneRecorded: (command: Command) => Event;
}): ZoneCatchUpDecider<Command, Event> {
  return {
    streamType: spec.streamType,
    streamIdOf: spec.streamIdOf,
    initialState: () => NO_ZIP,
    evolve: spec.evolve,
    decide: (command, state, streamId) => {
      requireOwnStream(streamId, spec.streamIdOf(command));
      return zoneIsMissing(state, command.place) ? [spec.zoneRecorded(command)] : [];
    },
  };
}

/**
 * `catchUpZones` through a zone catch-up decider: each person's command is handled on her stream
 * as the system's; a person counts when it appended.
 */
export function catchUpZonesBy<Command extends RecordZoneCommand, Event extends NewEvent>(
  deps: { eventStore: EventStore; clock: () => Date },
  people: readonly { id: string; zip: string }[],
  decider: ZoneCatchUpDecider<Command, Event>,
  commandOf: (id: string, place: ZipPlace, at: string) => Command,
): Promise<number> {
  return catchUpZones(people, async (id, place) => {
    const command = commandOf(id, place, deps.clock().toISOString());
    const result = await deps.eventStore.handleCommand(
      decider,
      decider.streamIdOf(command),
      command,
      { metadata: { actorRole: 'system' } },
    );
    return result.events.length > 0;
  });
}

/**
 * What a zone-recorded event says of the place (after the person's own id, which each stream
 * names its own way): the same fields, in the same order, for every kind of person.
 */
export function zoneRecordedFacts(place: ZipPlace, recordedAt: string) {
  const { zip, city, state, latitude, longitude, timeZone } = place;
  return { zip, city, state, latitude, longitude, timeZone, recordedAt };
}
