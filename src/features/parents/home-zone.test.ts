import { describe, expect, it } from 'vitest';
import { homeZoneDecider } from './home-zone.js';
import type { ParentEvent } from './parents.events.js';

// A home ZIP set before zones were recorded gets its zone once, and only while it is still hers.

const parentId = 'p1';
const stream = `parent-${parentId}`;
const sf = {
  zip: '94103',
  city: 'San Francisco',
  state: 'CA',
  latitude: 37.7725,
  longitude: -122.4147,
};
const zipSet = (zip: string, timeZone?: string): ParentEvent => ({
  type: 'ParentHomeZipSet',
  data: { parentId, ...sf, zip, ...(timeZone ? { timeZone } : {}), setAt: '2026-01-01T00:00:00Z' },
});
const zoneRecorded = (zip: string): ParentEvent => ({
  type: 'ParentHomeZoneRecorded',
  data: { parentId, ...sf, zip, timeZone: 'America/Los_Angeles', recordedAt: '2026-02-01' },
});
const decideAfter = (history: ParentEvent[], zip = '94103') =>
  homeZoneDecider.decide(
    {
      type: 'RecordHomeZone',
      parentId,
      place: { ...sf, zip, timeZone: 'America/Los_Angeles' },
      at: '2026-03-01T00:00:00Z',
    },
    history.reduce(
      (state, event) => homeZoneDecider.evolve(state, event),
      homeZoneDecider.initialState(),
    ),
    stream,
  );

describe('the zone of a home ZIP set before zones were recorded', () => {
  it('is recorded for her ZIP without a zone, with its city and centroid', () => {
    expect(decideAfter([zipSet('94103')])).toEqual([
      {
        type: 'ParentHomeZoneRecorded',
        data: {
          parentId,
          ...sf,
          timeZone: 'America/Los_Angeles',
          recordedAt: '2026-03-01T00:00:00Z',
        },
      },
    ]);
  });

  it('is not recorded twice, nor for a ZIP set with its zone, nor without a ZIP', () => {
    expect(decideAfter([zipSet('94103'), zoneRecorded('94103')])).toEqual([]);
    expect(decideAfter([zipSet('94103', 'America/Los_Angeles')])).toEqual([]);
    expect(decideAfter([])).toEqual([]);
  });

  it('is not recorded for a ZIP she has since replaced', () => {
    // Looked up for 94103, but she set 10001 (without a zone) meanwhile: her new ZIP's own turn.
    expect(decideAfter([zipSet('94103'), zipSet('10001')], '94103')).toEqual([]);
    // A zone recorded for her old ZIP does not count for her new one.
    expect(
      decideAfter([zipSet('94103'), zipSet('10001'), zoneRecorded('94103')], '10001'),
    ).toHaveLength(1);
  });
});
