import { languageLabel, needLabel, paramsOf, SORTS } from '@shared/directory-search';
import type { DirectorySearch, DirectorySort, SearchParams } from '@shared/directory-search';

// The directory's search in the page address and in API queries. Which values are allowed is
// `searchOf`'s to say (@shared/directory-search); this only moves them between places.

const SEARCH_KEYS = [
  'date',
  'start',
  'end',
  'needs',
  'languages',
  'cpr',
  'background',
  'favourites',
  'sort',
] as const;

/** The search parameters a page address carries; other parameters (the tab) are left out. */
export function searchParamsFrom(url: URLSearchParams): SearchParams {
  const params: SearchParams = {};
  for (const key of SEARCH_KEYS) {
    const value = url.get(key);
    if (value !== null) params[key] = value;
  }
  return params;
}

/** The address for a search: its parameters replaced, everything else kept, on the Bookings tab. */
export function addressWith(url: URLSearchParams, params: SearchParams): URLSearchParams {
  const next = new URLSearchParams(url);
  for (const key of SEARCH_KEYS) next.delete(key);
  next.set('tab', 'bookings');
  for (const key of SEARCH_KEYS) {
    const value = params[key];
    if (value !== undefined && value !== '') next.set(key, value);
  }
  return next;
}

/** `?date=…&cursor=…` for GET /api/directory, or '' for the bare first page. */
export function queryOf(search: DirectorySearch, cursor: string | null): string {
  const query = new URLSearchParams(paramsOf(search) as Record<string, string>);
  if (cursor !== null) query.set('cursor', cursor);
  const text = query.toString();
  return text === '' ? '' : `?${text}`;
}

/** Whether the parent narrowed the directory down (a sort alone narrows nothing). */
export const narrowsDown = (search: DirectorySearch) =>
  search.window !== null ||
  search.needs.length > 0 ||
  search.languages.length > 0 ||
  search.cpr ||
  search.background ||
  search.favourites;

/** The sort the server applies when none is asked for. */
export const sortShown = (search: DirectorySearch, hasHome: boolean): DirectorySort =>
  search.sort ?? (hasHome ? 'distance' : 'newest');

/** The sorts a parent may choose: by distance only once she has a ZIP. */
export const sortChoices = (hasHome: boolean): DirectorySort[] =>
  SORTS.filter((sort) => hasHome || sort !== 'distance');

/** The search a saved search keeps: no sort (each run sorts as the parent then chooses). */
export const savedParamsOf = (search: DirectorySearch): SearchParams => {
  const params = paramsOf(search);
  delete params.sort;
  return params;
};

/** The notice of a saved search's new match. */
export const alertText = (label: string, nannyName: string) =>
  `New match for “${label}”: ${nannyName}`;

const partsOf = (raw: string | undefined) =>
  raw === undefined || raw === '' ? [] : raw.split(',');

/** A saved search in a line: "Mon, Jan 7, 10:00–12:00 · Autism, ADHD · Spanish · CPR / First Aid". */
export function searchSummary(params: SearchParams, formatDate: (date: string) => string) {
  const parts: string[] = [];
  if (params.date !== undefined && params.date !== '') {
    parts.push(`${formatDate(params.date)}, ${params.start ?? ''}–${params.end ?? ''}`);
  }
  const needs = partsOf(params.needs);
  const languages = partsOf(params.languages);
  if (needs.length > 0) parts.push(needs.map(needLabel).join(', '));
  if (languages.length > 0) parts.push(languages.map(languageLabel).join(', '));
  if (params.cpr === '1') parts.push('CPR / First Aid');
  if (params.background === '1') parts.push('Background check');
  if (params.favourites === '1') parts.push('Favourites');
  return parts.length === 0 ? 'Every RBT' : parts.join(' · ');
}
