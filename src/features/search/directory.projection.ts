import type { WeeklyAvailability } from '../../infra/db/schema.js';
import type { RecordedEvent } from '../../infra/event-store/event-types.js';
import { defineProjection, readTable } from '../../infra/projections/index.js';
import type { RowOf, TypedRows } from '../../infra/projections/index.js';
import {
  defaultWeek,
  summarizeWeek,
  type ExperienceData,
  type ServiceAreaData,
  type ServiceAreaZoneData,
} from '../nannies/index.js';
import { cellsReached, searchTerms, type DirectorySingleDay } from './directory-terms.js';
import { ratingsAfter, type RatingFact } from './directory-ratings.js';

type DirectoryFact =
  | { type: 'NannyRegistered'; data: { accountId: string; fullName: string } }
  | { type: 'NannyProfileUpdated'; data: { nannyId: string; fullName: string; bio: string } }
  | { type: 'ProfilePhotoUploaded'; data: { nannyId: string; uploadedAt: string } }
  | { type: 'WeeklyAvailabilitySet'; data: { nannyId: string; week: WeeklyAvailability } }
  | {
      type: 'SingleDayAvailabilityAdded';
      data: { nannyId: string; entryId: string; date: string; startTime: string; endTime: string };
    }
  | { type: 'SingleDayAvailabilityRemoved'; data: { nannyId: string; entryId: string } }
  | { type: 'NannyApproved'; data: { nannyId: string; approvedAt: string } }
  | { type: 'NannyRejected'; data: { nannyId: string } }
  | { type: 'NannyApprovalWithdrawn' | 'NannyReviewReopened'; data: { nannyId: string } }
  | { type: 'NannyProfileChangeApproved' | 'NannyProfileChangeApplied'; data: TakenChange }
  | { type: 'NannyServiceAreaSet'; data: ServiceAreaData }
  | { type: 'NannyServiceAreaZoneRecorded'; data: ServiceAreaZoneData }
  | { type: 'NannyExperienceSet'; data: ExperienceData }
  | { type: 'CprFirstAidVerified'; data: { nannyId: string; validUntil: string } }
  | { type: 'CprFirstAidRejected'; data: { nannyId: string } }
  | { type: 'BackgroundCheckVerified'; data: { nannyId: string; verifiedAt: string } }
  | { type: 'BackgroundCheckRejected'; data: { nannyId: string } }
  | {
      type: 'RbtCertificationChecked';
      data: { nannyId: string; registryStatus: string; checkedOn: string; recordedAt: string };
    }
  | { type: 'RbtCertificationLapsed'; data: { nannyId: string } }
  | { type: 'AccountSuspended'; data: { accountId: string; suspendedAt: string } }
  | { type: 'AccountErased'; data: { accountId: string; erasedAt: string } }
  | RatingFact;

/** What a listed nanny's card takes from a change once approved (or applied unlisted). */
interface TakenChange {
  nannyId: string;
  fullName: string;
  bio: string;
  photo: { uploadedAt: string } | null;
}

// needs, languages and search_terms are text[] columns: plain arrays, not jsonb.
const directory = readTable('nanny_directory', {
  key: ['nanny_id'],
  json: ['week', 'single_days', 'rating_reviews'],
});
const cellZones = readTable('directory_cell_zones', { key: ['cell', 'zone'] });
type Tables = 'nanny_directory' | 'directory_cell_zones';

const photoVersion = (uploadedAt: string) => String(Date.parse(uploadedAt));

/**
 * nanny_directory: what parents may see of a nanny (name, bio, photo, availability summary;
 * never documents or email), listed only while she is approved, and what they search by: her
 * ZIP centroid and radius (used on the server, never sent), experience, languages and CPR.
 */
export const directoryProjection = defineProjection<DirectoryFact, Tables>({
  name: 'nanny-directory',
  tables: [directory, cellZones],
  events: {
    NannyRegistered: true,
    NannyProfileUpdated: true,
    ProfilePhotoUploaded: true,
    WeeklyAvailabilitySet: true,
    // Her place in the "soonest" order moves with her hours (keyset paging, migration 0016).
    SingleDayAvailabilityAdded: true,
    SingleDayAvailabilityRemoved: true,
    NannyApproved: true,
    NannyRejected: true,
    NannyApprovalWithdrawn: true,
    // A replaced RBT certificate or photo ID: unlisted until approved again.
    NannyReviewReopened: true,
    // An approved nanny's waiting changes reach the card only once approved (security item 3).
    NannyProfileChangeApproved: true,
    NannyProfileChangeApplied: true,
    // What parents search by.
    NannyServiceAreaSet: true,
    NannyServiceAreaZoneRecorded: true,
    NannyExperienceSet: true,
    CprFirstAidVerified: true,
    CprFirstAidRejected: true,
    // Her background check's age: "verified {month year}", "expired", and the filter.
    BackgroundCheckVerified: true,
    BackgroundCheckRejected: true,
    // Listed only while her RBT certification's last check found it active and it has not lapsed.
    RbtCertificationChecked: true,
    RbtCertificationLapsed: true,
    // A suspended account is never listed, whatever her review says.
    AccountSuspended: true,
    // Nor is an erased one (kept as suspended, so no later event lists her again).
    AccountErased: true,
    // Her rating on cards and in "Highest rated", kept here so a search reads no review rows.
    NannyReviewed: true,
    FamilyReviewed: true,
  },
  fold: foldFact,
});

/** The columns her search terms are made of; a patch of any of them makes them again. */
const TERMS_COLUMNS = [
  'latitude',
  'longitude',
  'radius_miles',
  'time_zone',
  'needs',
  'languages',
  'week',
  'single_days',
] as const;

/**
 * Her row's patch with her search terms made again when it changes what they are made of, and
 * the zone of her clock recorded for each cell she reaches (a search reads its window on it).
 */
function withTerms(
  rows: TypedRows<Tables>,
  nannyId: string,
  patch: Partial<RowOf<'nanny_directory'>>,
): Partial<RowOf<'nanny_directory'>> {
  if (!TERMS_COLUMNS.some((column) => column in patch)) return patch;
  const row = { ...rows.get('nanny_directory', { nanny_id: nannyId }), ...patch };
  const source = {
    latitude: row.latitude ?? null,
    longitude: row.longitude ?? null,
    radiusMiles: row.radius_miles ?? 0,
    timeZone: row.time_zone ?? null,
    needs: row.needs ?? [],
    languages: row.languages ?? [],
    week: row.week ?? defaultWeek(),
    singleDays: row.single_days ?? [],
  };
  if ('latitude' in patch || 'time_zone' in patch) {
    if (source.latitude !== null && source.longitude !== null) {
      const home = { latitude: source.latitude, longitude: source.longitude };
      for (const cell of cellsReached(home, source.radiusMiles)) {
        rows.insert('directory_cell_zones', { cell, zone: source.timeZone ?? '' }, 'keep');
      }
    }
  }
  return { ...patch, search_terms: searchTerms(source) };
}

function foldFact(event: RecordedEvent<DirectoryFact>, rows: TypedRows<Tables>): void {
  if (event.type === 'NannyRegistered') {
    const week = defaultWeek();
    const terms = searchTerms({
      ...{ latitude: null, longitude: null, radiusMiles: 0, timeZone: null },
      ...{ needs: [], languages: [], week, singleDays: [] },
    });
    rows.insert(
      'nanny_directory',
      {
        nanny_id: event.data.accountId,
        full_name: event.data.fullName,
        week,
        single_days: [],
        search_terms: terms,
      },
      ['full_name'],
    );
    return;
  }
  if (event.type === 'AccountSuspended' || event.type === 'AccountErased') {
    const at = event.type === 'AccountSuspended' ? event.data.suspendedAt : event.data.erasedAt;
    rows.update(
      'nanny_directory',
      { nanny_id: event.data.accountId },
      { suspended_at: new Date(at), listed: false, listed_at: null },
    );
    return;
  }
  const nannyId = event.data.nannyId;
  const set = (patch: Partial<RowOf<'nanny_directory'>>) =>
    rows.update('nanny_directory', { nanny_id: nannyId }, withTerms(rows, nannyId, patch));
  switch (event.type) {
    case 'NannyReviewed':
    case 'FamilyReviewed': {
      const reviews = rows.get('nanny_directory', { nanny_id: nannyId })?.rating_reviews ?? [];
      set(ratingsAfter(event, reviews));
      return;
    }
    case 'NannyProfileUpdated':
      set({ full_name: event.data.fullName, bio: event.data.bio });
      return;
    case 'ProfilePhotoUploaded':
      set({ photo_version: photoVersion(event.data.uploadedAt) });
      return;
    case 'NannyProfileChangeApproved':
    case 'NannyProfileChangeApplied': {
      const { fullName, bio, photo } = event.data;
      set({
        full_name: fullName,
        bio,
        ...(photo === null ? {} : { photo_version: photoVersion(photo.uploadedAt) }),
      });
      return;
    }
    case 'WeeklyAvailabilitySet':
      set({
        availability_summary: summarizeWeek(event.data.week),
        week: event.data.week,
        hours_changed_at: event.position,
      });
      return;
    case 'SingleDayAvailabilityAdded':
    case 'SingleDayAvailabilityRemoved':
      set({
        single_days: singleDaysAfter(event, rows.get('nanny_directory', { nanny_id: nannyId })),
        hours_changed_at: event.position,
      });
      return;
    case 'NannyServiceAreaSet': {
      const { zip, city, state, latitude, longitude, timeZone, radiusMiles } = event.data;
      set({
        zip,
        city,
        state,
        latitude,
        longitude,
        // An area set before zones were recorded: the platform's zone (null) until caught up.
        time_zone: timeZone ?? null,
        radius_miles: radiusMiles,
        area_changed_at: event.position,
      });
      return;
    }
    case 'NannyServiceAreaZoneRecorded':
      // The zone of the area she still has; one she replaced since carries its own zone.
      if (rows.get('nanny_directory', { nanny_id: nannyId })?.zip !== event.data.zip) return;
      set({ time_zone: event.data.timeZone });
      return;
    case 'NannyExperienceSet':
      set({ needs: event.data.needs, languages: event.data.languages });
      return;
    // A renewed card waiting for review leaves the verified one in force until it is decided;
    // a rejection is the operator's latest word, so it ends the listing's "current" status.
    case 'CprFirstAidVerified':
      set({ cpr_valid_until: event.data.validUntil });
      return;
    case 'CprFirstAidRejected':
      set({ cpr_valid_until: null });
      return;
    // As CPR / First Aid: a new upload waiting leaves the verified one in force.
    case 'BackgroundCheckVerified':
      set({ background_verified_at: new Date(event.data.verifiedAt) });
      return;
    case 'BackgroundCheckRejected':
      set({ background_verified_at: null });
      return;
    case 'NannyApproved':
      // suspended_at is nullable with no default: read as the fold wrote it (or never did).
      if (rows.get('nanny_directory', { nanny_id: nannyId })?.suspended_at != null) return;
      set({ listed: true, listed_at: new Date(event.data.approvedAt) });
      return;
    case 'NannyRejected':
    case 'NannyApprovalWithdrawn':
    case 'NannyReviewReopened':
      set({ listed: false, listed_at: null });
      return;
    case 'RbtCertificationChecked': {
      // Checks are recorded only while she is approved (at her approval, right after it).
      const row = rows.get('nanny_directory', { nanny_id: nannyId });
      if (event.data.registryStatus !== 'active') {
        set({ listed: false, listed_at: null, rbt_checked_on: null });
        return;
      }
      if (row?.suspended_at != null) return;
      set({
        listed: true,
        listed_at: row?.listed_at ?? new Date(event.data.recordedAt),
        rbt_checked_on: event.data.checkedOn,
      });
      return;
    }
    case 'RbtCertificationLapsed':
      set({ listed: false, listed_at: null, rbt_checked_on: null });
      return;
  }
}

/** Her single days after an entry is added (an id seen again keeps the first) or removed. */
function singleDaysAfter(
  event: RecordedEvent<
    Extract<DirectoryFact, { type: 'SingleDayAvailabilityAdded' | 'SingleDayAvailabilityRemoved' }>
  >,
  row: Readonly<Partial<RowOf<'nanny_directory'>>> | undefined,
): DirectorySingleDay[] {
  const days = row?.single_days ?? [];
  const others = days.filter((day) => day.entryId !== event.data.entryId);
  if (event.type === 'SingleDayAvailabilityRemoved') return others;
  if (others.length < days.length) return [...days];
  const { entryId, date, startTime, endTime } = event.data;
  return [...days, { entryId, date, startTime, endTime }];
}
