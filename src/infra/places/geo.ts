// Distances between ZIP centroids, in miles. Pure: the directory's SQL computes the same
// haversine (search.queries.ts); this is its reference and the unit tests' subject.

export interface Point {
  latitude: number;
  longitude: number;
}

/** The mean Earth radius the haversine uses here and in the directory's SQL. */
export const EARTH_RADIUS_MILES = 3958.8;
const MILES_PER_DEGREE_LATITUDE = 69.0;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance between two points. */
export function milesBetween(a: Point, b: Point): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Whether a nanny at `home` who travels `radiusMiles` reaches `to`. */
export const reaches = (home: Point, radiusMiles: number, to: Point) =>
  milesBetween(home, to) <= radiusMiles;

/**
 * A latitude/longitude box holding every point within `miles` of `center` (a little more, never
 * less): an index can narrow to it before the exact distance is computed.
 */
export function boxAround(center: Point, miles: number) {
  const dLat = miles / MILES_PER_DEGREE_LATITUDE;
  // Longitude degrees shrink toward the poles; widen by the box's most poleward latitude.
  const poleward = Math.min(89, Math.abs(center.latitude) + dLat);
  const dLon = miles / (MILES_PER_DEGREE_LATITUDE * Math.cos(radians(poleward)));
  return {
    minLatitude: center.latitude - dLat,
    maxLatitude: center.latitude + dLat,
    minLongitude: center.longitude - dLon,
    maxLongitude: center.longitude + dLon,
  };
}
