import { Type } from '@sinclair/typebox';

/**
 * The place a ZIP names, as a person's events record it when she sets it, so replay never
 * depends on the ZIP data's version: the ZIP, its city and state, and its centroid.
 */
export const zipPlaceFields = {
  zip: Type.String({ pattern: '^\\d{5}$' }),
  city: Type.String(),
  state: Type.String(),
  latitude: Type.Number(),
  longitude: Type.Number(),
};

/** An IANA zone name, as the zone lookup gives it. */
export const TimeZoneName = Type.String({ minLength: 1, maxLength: 64 });

/**
 * What a zone-recorded event holds after the person's own id (the fields `zoneRecordedFacts`
 * fills, in its order): the place, the zone found for it, and when.
 */
export const zoneRecordedFields = {
  ...zipPlaceFields,
  timeZone: TimeZoneName,
  recordedAt: Type.String(),
};
