import { describe, expect, it } from 'vitest';
import { boxAround, milesBetween, reaches } from './geo.js';
import { placeOfZipNow } from '../../../test/helpers/zip-places.js';

const chelsea = placeOfZipNow('10001')!;
const eastVillage = placeOfZipNow('10002')!;
const soma = placeOfZipNow('94105')!;

describe('distances between ZIP centroids', () => {
  it('measures great-circle miles', () => {
    expect(milesBetween(chelsea, eastVillage)).toBeCloseTo(2.3, 1);
    expect(milesBetween(chelsea, soma)).toBeGreaterThan(2500);
    expect(milesBetween(chelsea, chelsea)).toBe(0);
  });

  it('reaches a parent inside the travel radius, edge included, and not beyond', () => {
    const exact = milesBetween(chelsea, eastVillage);
    expect(reaches(chelsea, 10, eastVillage)).toBe(true);
    expect(reaches(chelsea, exact, eastVillage)).toBe(true);
    expect(reaches(chelsea, exact - 0.01, eastVillage)).toBe(false);
    expect(reaches(chelsea, 50, soma)).toBe(false);
  });

  it('boxes every point within the radius', () => {
    for (const center of [chelsea, soma, { latitude: 64.8, longitude: -147.7 }]) {
      const box = boxAround(center, 50);
      for (let bearing = 0; bearing < 360; bearing += 15) {
        const point = pointAt(center, 49.9, bearing);
        expect(milesBetween(center, point)).toBeLessThan(50);
        expect(point.latitude).toBeGreaterThanOrEqual(box.minLatitude);
        expect(point.latitude).toBeLessThanOrEqual(box.maxLatitude);
        expect(point.longitude).toBeGreaterThanOrEqual(box.minLongitude);
        expect(point.longitude).toBeLessThanOrEqual(box.maxLongitude);
      }
    }
  });
});

describe('placeOfZip', () => {
  it('knows real ZIP codes and refuses others', () => {
    expect(chelsea).toMatchObject({ zip: '10001', city: 'New York', state: 'NY' });
    expect(placeOfZipNow('00000')).toBeUndefined();
    expect(placeOfZipNow('1000')).toBeUndefined();
    expect(placeOfZipNow('10001-1234')).toBeUndefined();
    expect(placeOfZipNow(' 10001')).toBeUndefined();
  });
});

/** The point `miles` from `from` on a compass bearing (spherical destination formula). */
function pointAt(from: { latitude: number; longitude: number }, miles: number, bearing: number) {
  const r = Math.PI / 180;
  const d = miles / 3958.8;
  const lat1 = from.latitude * r;
  const lon1 = from.longitude * r;
  const b = bearing * r;
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(b));
  const lon2 =
    lon1 +
    Math.atan2(
      Math.sin(b) * Math.sin(d) * Math.cos(lat1),
      Math.cos(d) - Math.sin(lat1) * Math.sin(lat2),
    );
  return { latitude: lat2 / r, longitude: lon2 / r };
}
