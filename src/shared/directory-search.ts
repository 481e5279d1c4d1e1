// The directory's search: where, when and what the child needs. Rules both the server and the
// web app apply (STYLE.md "Rules both sides need"): the lists parents pick from, the ZIP and
// travel-distance rules, how a distance is shown, and how a search reads from a URL. No Node
// imports and no I/O, so web/src imports it as `@shared/directory-search`.

import { bookingWindowOf, DATE_AND_TIME_MESSAGE, type Checked } from './booking-times.js';

/** Experience a nanny ticks and parents filter by; the ids are stored, the labels shown. */
export const NEEDS = [
  { id: 'autism', label: 'Autism' },
  { id: 'adhd', label: 'ADHD' },
  { id: 'down-syndrome', label: 'Down syndrome' },
  { id: 'non-speaking-aac', label: 'Non-speaking / AAC devices' },
  { id: 'sensory-processing', label: 'Sensory processing' },
  { id: 'behavior-plan', label: "Following a behavior plan from the child's clinician" },
  { id: 'toileting', label: 'Toileting support' },
  { id: 'feeding', label: 'Feeding support' },
  { id: 'mobility', label: 'Mobility / wheelchair' },
  { id: 'seizure-care', label: 'Seizure care' },
  { id: 'medication', label: 'Giving prescribed medication' },
] as const;
type Need = (typeof NEEDS)[number]['id'];

/** Languages a nanny speaks with a child (ASL included); the ids are stored, the labels shown. */
export const LANGUAGES = [
  { id: 'en', label: 'English' },
  { id: 'es', label: 'Spanish' },
  { id: 'ase', label: 'American Sign Language' },
  { id: 'zh-cmn', label: 'Mandarin' },
  { id: 'zh-yue', label: 'Cantonese' },
  { id: 'vi', label: 'Vietnamese' },
  { id: 'tl', label: 'Tagalog' },
  { id: 'ar', label: 'Arabic' },
  { id: 'fr', label: 'French' },
  { id: 'ht', label: 'Haitian Creole' },
  { id: 'ko', label: 'Korean' },
  { id: 'ru', label: 'Russian' },
  { id: 'pt', label: 'Portuguese' },
  { id: 'hi', label: 'Hindi' },
  { id: 'pl', label: 'Polish' },
  { id: 'ja', label: 'Japanese' },
] as const;
export type Language = (typeof LANGUAGES)[number]['id'];

const NEED_IDS: ReadonlySet<string> = new Set(NEEDS.map((n) => n.id));
const LANGUAGE_IDS: ReadonlySet<string> = new Set(LANGUAGES.map((l) => l.id));
export const isNeed = (id: string): id is Need => NEED_IDS.has(id);
export const isLanguage = (id: string): id is Language => LANGUAGE_IDS.has(id);
export const needLabel = (id: string) => NEEDS.find((n) => n.id === id)?.label ?? id;
export const languageLabel = (id: string) => LANGUAGES.find((l) => l.id === id)?.label ?? id;

export const ZIP_MESSAGE = 'Please enter a valid US ZIP code.';
export const RADIUS_MESSAGE = 'Please choose a travel distance between 5 and 50 miles.';
export const UNKNOWN_NEED_MESSAGE = 'Please choose needs from the list.';
export const UNKNOWN_LANGUAGE_MESSAGE = 'Please choose languages from the list.';
export const NO_MATCH_MESSAGE = 'No RBTs match your search.';
export const ADD_ZIP_PROMPT = 'Add your ZIP code to see RBTs who travel to you, nearest first.';
export const DISTANCE_NEEDS_ZIP_MESSAGE = 'Add your ZIP code to sort by distance.';
export const UNKNOWN_SORT_MESSAGE =
  'Please choose how to sort: distance, soonest, newest or highest rated.';
/** The directory with the Favourites filter on, and none of her hearted RBTs in it. */
export const NO_FAVOURITE_MATCH_MESSAGE =
  'None of your favourites match your search. Tap ♡ Favourite on an RBT’s card to add her.';
export const FAVOURITES_PARAM_MESSAGE = 'Please use favourites=1 to see only your favourites.';
export const CURSOR_MESSAGE = 'This page link is not valid. Please go back to the first page.';

export const MIN_RADIUS_MILES = 5;
export const MAX_RADIUS_MILES = 50;
export const DEFAULT_RADIUS_MILES = 15;
/** "Soonest available" looks this many days ahead, today included. */
export const SOONEST_HORIZON_DAYS = 28;

/** A US ZIP's shape (five digits); whether it exists is the server's ZIP data's to say. */
export const isZipShape = (zip: string) => /^\d{5}$/.test(zip);

export function radiusProblem(miles: number): string | null {
  return Number.isInteger(miles) && miles >= MIN_RADIUS_MILES && miles <= MAX_RADIUS_MILES
    ? null
    : RADIUS_MESSAGE;
}

/** A distance as a parent reads it: never finer than a mile. */
export function distanceLabel(miles: number): string {
  if (miles < 1) return 'under 1 mile';
  const rounded = Math.round(miles);
  return rounded === 1 ? 'about 1 mile' : `about ${rounded} miles`;
}

export const SORTS = ['distance', 'soonest', 'newest', 'rated'] as const;
export type DirectorySort = (typeof SORTS)[number];
export const SORT_LABELS: Record<DirectorySort, string> = {
  distance: 'Nearest',
  soonest: 'Soonest available',
  newest: 'Newest',
  rated: 'Highest rated',
};

export const BACKGROUND_PARAM_MESSAGE =
  'Please use background=1 to ask for a current background check.';

/** When care is needed: a booking's date and times. */
export interface SearchWindow {
  date: string;
  start: string;
  end: string;
}

/** A search as the URL and the API carry it; every part optional. */
export interface DirectorySearch {
  window: SearchWindow | null;
  needs: Need[];
  languages: Language[];
  /** Only nannies whose CPR / First Aid an operator verified as current. */
  cpr: boolean;
  /** Only nannies whose verified background check is under 12 months old. */
  background: boolean;
  /** Only nannies the searching parent hearted (her own list: a page is hers alone). */
  favourites: boolean;
  /** Absent: distance when the parent has a ZIP, else newest. */
  sort: DirectorySort | null;
}

export const EMPTY_SEARCH: DirectorySearch = {
  window: null,
  needs: [],
  languages: [],
  cpr: false,
  background: false,
  favourites: false,
  sort: null,
};

/** The URL parameters of a search (and of GET /api/directory): all strings, all optional. */
export interface SearchParams {
  date?: string;
  start?: string;
  end?: string;
  needs?: string;
  languages?: string;
  cpr?: string;
  background?: string;
  favourites?: string;
  sort?: string;
}

const listOf = (raw: string | undefined) =>
  raw === undefined || raw.trim() === ''
    ? []
    : [...new Set(raw.split(',').map((part) => part.trim()))];

/**
 * A search from its URL parameters, or the first problem with them. The window follows the
 * booking rules exactly (15-minute steps, 1 to 12 hours, same day, not in the past), so a
 * search finds only times that a request could ask for.
 */
export function searchOf(params: SearchParams, zone: string, now: Date): Checked<DirectorySearch> {
  const fail = (problem: string) => ({ ok: false as const, problem });
  const { date = '', start = '', end = '' } = params;
  let window: SearchWindow | null = null;
  if (date !== '' || start !== '' || end !== '') {
    if (date === '' || start === '') return fail(DATE_AND_TIME_MESSAGE);
    const checked = bookingWindowOf({ date, startTime: start, endTime: end }, zone, now);
    if (!checked.ok) return checked;
    window = { date, start, end };
  }
  const needs = listOf(params.needs);
  if (!needs.every(isNeed)) return fail(UNKNOWN_NEED_MESSAGE);
  const languages = listOf(params.languages);
  if (!languages.every(isLanguage)) return fail(UNKNOWN_LANGUAGE_MESSAGE);
  if (params.cpr !== undefined && params.cpr !== '' && params.cpr !== '1') {
    return fail('Please use cpr=1 to ask for current CPR / First Aid.');
  }
  if (params.background !== undefined && params.background !== '' && params.background !== '1') {
    return fail(BACKGROUND_PARAM_MESSAGE);
  }
  if (params.favourites !== undefined && params.favourites !== '' && params.favourites !== '1') {
    return fail(FAVOURITES_PARAM_MESSAGE);
  }
  const sort = params.sort === undefined || params.sort === '' ? null : params.sort;
  if (sort !== null && !(SORTS as readonly string[]).includes(sort)) {
    return fail(UNKNOWN_SORT_MESSAGE);
  }
  return {
    ok: true,
    value: {
      window,
      needs: needs,
      languages: languages,
      cpr: params.cpr === '1',
      background: params.background === '1',
      favourites: params.favourites === '1',
      sort: sort as DirectorySort | null,
    },
  };
}

/** The URL parameters of a search, empty ones left out, in a stable order (shareable links). */
export function paramsOf(search: DirectorySearch): SearchParams {
  const params: SearchParams = {};
  if (search.window) {
    params.date = search.window.date;
    params.start = search.window.start;
    params.end = search.window.end;
  }
  if (search.needs.length > 0) params.needs = search.needs.join(',');
  if (search.languages.length > 0) params.languages = search.languages.join(',');
  if (search.cpr) params.cpr = '1';
  if (search.background) params.background = '1';
  if (search.favourites) params.favourites = '1';
  if (search.sort) params.sort = search.sort;
  return params;
}
