import {
  assertNever,
  conflictError,
  notFoundError,
  validationError,
} from '../../infra/domain/errors.js';
import { assertPlainText } from '../../infra/domain/plain-text.js';
import { requireOwnStream, type Decider } from '../../infra/event-store/decider.js';
import { searchOf, type SearchParams } from '../../shared/directory-search.js';
import {
  labelProblem,
  SAVED_SEARCH_LIMIT,
  SAVED_SEARCH_LIMIT_MESSAGE,
  SAVED_SEARCH_NOT_FOUND_MESSAGE,
  SEARCH_ALERT_MAIL_EVERY_HOURS,
} from '../../shared/saved-searches.js';
import { savedSearchStreamId, type SearchEvent } from './search.events.js';

/** What a saved search may hold: a directory search's parameters without sort or cursor. */
type SavedSearchParams = Omit<SearchParams, 'sort'>;

export type SearchCommand =
  | {
      type: 'SaveSearch';
      parentId: string;
      searchId: string;
      label: string;
      params: SavedSearchParams;
      /** The parent's zone: a window is checked as her booking request would be. */
      zone: string;
      at: string;
    }
  | { type: 'DeleteSearch'; parentId: string; searchId: string; at: string }
  | { type: 'RecordMatch'; parentId: string; searchId: string; nannyId: string; at: string }
  | {
      type: 'RecordAlertMailed';
      parentId: string;
      /** The nannies the email is about, as the job read them (unmailed matches). */
      nannyIds: string[];
      at: string;
    };

interface SearchState {
  /** Live searches by id (deleted ones leave). */
  searches: Readonly<Record<string, { label: string }>>;
  /** `searchId nannyId` of every match ever recorded: a match is recorded once. */
  matched: ReadonlySet<string>;
  /** `searchId nannyId` of matches no email has listed yet (of live searches). */
  unmailed: ReadonlySet<string>;
  lastMailedAt: string | null;
}

const key = (searchId: string, nannyId: string) => `${searchId} ${nannyId}`;
const nannyOf = (matchKey: string) => matchKey.slice(matchKey.indexOf(' ') + 1);
const searchOfKey = (matchKey: string) => matchKey.slice(0, matchKey.indexOf(' '));
const without = (set: ReadonlySet<string>, drop: (k: string) => boolean) =>
  new Set([...set].filter((k) => !drop(k)));

const initialState = (): SearchState => ({
  searches: {},
  matched: new Set(),
  unmailed: new Set(),
  lastMailedAt: null,
});

function evolve(state: SearchState, event: SearchEvent): SearchState {
  switch (event.type) {
    case 'SearchSaved':
      return {
        ...state,
        searches: { ...state.searches, [event.data.searchId]: { label: event.data.label } },
      };
    case 'SavedSearchDeleted': {
      const searches = { ...state.searches };
      delete searches[event.data.searchId];
      const gone = (k: string) => searchOfKey(k) === event.data.searchId;
      return { ...state, searches, unmailed: without(state.unmailed, gone) };
    }
    case 'SavedSearchMatched': {
      const k = key(event.data.searchId, event.data.nannyId);
      return {
        ...state,
        matched: new Set([...state.matched, k]),
        unmailed: new Set([...state.unmailed, k]),
      };
    }
    case 'SearchAlertMailed': {
      const mailed = new Set(event.data.nannyIds);
      return {
        ...state,
        unmailed: without(state.unmailed, (k) => mailed.has(nannyOf(k))),
        lastMailedAt: event.data.mailedAt,
      };
    }
    default:
      return assertNever(event);
  }
}

type Of<T extends SearchCommand['type']> = Extract<SearchCommand, { type: T }>;

function decideSave(command: Of<'SaveSearch'>, state: SearchState): SearchEvent[] {
  const label = command.label.trim();
  const problem = labelProblem(label);
  if (problem) throw validationError(problem);
  assertPlainText([['Name', label, 'line']]);
  const checked = searchOf(command.params, command.zone, new Date(command.at));
  if (!checked.ok) throw validationError(checked.problem);
  if (command.searchId in state.searches) return [];
  if (Object.keys(state.searches).length >= SAVED_SEARCH_LIMIT) {
    throw conflictError(SAVED_SEARCH_LIMIT_MESSAGE);
  }
  const { window, needs, languages, cpr, background, favourites } = checked.value;
  return [
    {
      type: 'SearchSaved',
      data: {
        parentId: command.parentId,
        searchId: command.searchId,
        label,
        search: {
          window,
          needs,
          languages,
          cpr,
          ...(background ? { background } : {}),
          ...(favourites ? { favourites } : {}),
        },
        savedAt: command.at,
      },
    },
  ];
}

function decideDelete(command: Of<'DeleteSearch'>, state: SearchState): SearchEvent[] {
  // Another parent's search is not in this stream: it answers as an unknown one.
  if (!(command.searchId in state.searches)) throw notFoundError(SAVED_SEARCH_NOT_FOUND_MESSAGE);
  const { parentId, searchId, at } = command;
  return [{ type: 'SavedSearchDeleted', data: { parentId, searchId, deletedAt: at } }];
}

/** A nanny matches a search once; a search deleted meanwhile matches nobody. */
function decideMatch(command: Of<'RecordMatch'>, state: SearchState): SearchEvent[] {
  const { parentId, searchId, nannyId, at } = command;
  if (!(searchId in state.searches) || state.matched.has(key(searchId, nannyId))) return [];
  return [{ type: 'SavedSearchMatched', data: { parentId, searchId, nannyId, matchedAt: at } }];
}

/** At most one alert email a day, and only about matches no email listed yet. */
function decideMailed(command: Of<'RecordAlertMailed'>, state: SearchState): SearchEvent[] {
  const last = state.lastMailedAt === null ? null : Date.parse(state.lastMailedAt);
  const due =
    last === null || Date.parse(command.at) - last >= SEARCH_ALERT_MAIL_EVERY_HOURS * 3600_000;
  const waiting = new Set([...state.unmailed].map(nannyOf));
  const nannyIds = [...new Set(command.nannyIds)].filter((id) => waiting.has(id));
  if (!due || nannyIds.length === 0) return [];
  return [
    {
      type: 'SearchAlertMailed',
      data: { parentId: command.parentId, nannyIds, mailedAt: command.at },
    },
  ];
}

function decide(command: SearchCommand, state: SearchState, streamId: string): SearchEvent[] {
  requireOwnStream(streamId, savedSearchStreamId(command.parentId));
  switch (command.type) {
    case 'SaveSearch':
      return decideSave(command, state);
    case 'DeleteSearch':
      return decideDelete(command, state);
    case 'RecordMatch':
      return decideMatch(command, state);
    case 'RecordAlertMailed':
      return decideMailed(command, state);
    default:
      return assertNever(command);
  }
}

export const searchDecider: Decider<SearchState, SearchCommand, SearchEvent> = {
  streamType: 'saved-searches',
  initialState,
  evolve,
  decide,
};
