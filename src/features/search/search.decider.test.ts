import { describe, it } from 'vitest';
import { deciderSpec } from '../../../test/helpers/decider-spec.js';
import { NotStreamOwnerError } from '../../infra/domain/errors.js';
import { DATE_AND_TIME_MESSAGE } from '../../shared/booking-times.js';
import { UNKNOWN_NEED_MESSAGE } from '../../shared/directory-search.js';
import { hiddenCharactersMessage } from '../../shared/plain-text.js';
import {
  LABEL_MESSAGE,
  SAVED_SEARCH_LIMIT_MESSAGE,
  SAVED_SEARCH_NOT_FOUND_MESSAGE,
} from '../../shared/saved-searches.js';
import { searchDecider, type SearchCommand } from './search.decider.js';
import { savedSearchStreamId, type SearchEvent } from './search.events.js';

const spec = deciderSpec(searchDecider, savedSearchStreamId('paula'));
const at = '2026-11-23T15:00:00.000Z';
const zone = 'America/New_York';

const save = (changes: Partial<Extract<SearchCommand, { type: 'SaveSearch' }>> = {}) =>
  ({
    type: 'SaveSearch',
    parentId: 'paula',
    searchId: 's1',
    label: '  Mondays with autism  ',
    params: { date: '2026-11-30', start: '10:00', end: '12:00', needs: 'autism,adhd', cpr: '1' },
    zone,
    at,
    ...changes,
  }) as SearchCommand;
const saved = (searchId = 's1'): SearchEvent => ({
  type: 'SearchSaved',
  data: {
    parentId: 'paula',
    searchId,
    label: 'Mondays with autism',
    search: {
      window: { date: '2026-11-30', start: '10:00', end: '12:00' },
      needs: ['autism', 'adhd'],
      languages: [],
      cpr: true,
    },
    savedAt: at,
  },
});
const matched = (nannyId: string, searchId = 's1'): SearchEvent => ({
  type: 'SavedSearchMatched',
  data: { parentId: 'paula', searchId, nannyId, matchedAt: at },
});
const mailed = (nannyIds: string[], mailedAt = at): SearchEvent => ({
  type: 'SearchAlertMailed',
  data: { parentId: 'paula', nannyIds, mailedAt },
});
const match = (nannyId: string, searchId = 's1'): SearchCommand => ({
  type: 'RecordMatch',
  parentId: 'paula',
  searchId,
  nannyId,
  at,
});
const mail = (nannyIds: string[], when: string): SearchCommand => ({
  type: 'RecordAlertMailed',
  parentId: 'paula',
  nannyIds,
  at: when,
});

describe('saved searches', () => {
  it('saves a search with its trimmed name and the checked filters, without a sort', () =>
    spec.given([]).when(save()).then([saved()]));

  it('refuses an empty name or one over 80 characters', () => {
    spec
      .given([])
      .when(save({ label: '   ' }))
      .thenThrows(LABEL_MESSAGE);
    spec
      .given([])
      .when(save({ label: 'x'.repeat(81) }))
      .thenThrows(LABEL_MESSAGE);
  });

  it('refuses a name with hidden characters', () =>
    spec
      .given([])
      .when(save({ label: 'Mondays\u202Eevil' }))
      .thenThrows(hiddenCharactersMessage('Name')));

  it('checks the filters as the directory does: unknown needs, half a window, a passed date', () => {
    spec
      .given([])
      .when(save({ params: { needs: 'autism,juggling' } }))
      .thenThrows(UNKNOWN_NEED_MESSAGE);
    spec
      .given([])
      .when(save({ params: { date: '2026-11-30' } }))
      .thenThrows(DATE_AND_TIME_MESSAGE);
    spec
      .given([])
      .when(save({ params: { date: '2026-11-20', start: '10:00', end: '12:00' } }))
      .thenThrows(/past/);
  });

  it('keeps at most ten live searches; a deleted one frees its place', () => {
    const ten = Array.from({ length: 10 }, (_, i) => saved(`s${i}`));
    spec
      .given(ten)
      .when(save({ searchId: 'new' }))
      .thenThrows(SAVED_SEARCH_LIMIT_MESSAGE);
    const deleted: SearchEvent = {
      type: 'SavedSearchDeleted',
      data: { parentId: 'paula', searchId: 's3', deletedAt: at },
    };
    spec
      .given([...ten, deleted])
      .when(save({ searchId: 'new' }))
      .then([{ ...saved('new') }]);
  });

  it('deletes her own search; an unknown one is not found', () => {
    const remove = { type: 'DeleteSearch', parentId: 'paula', searchId: 's1', at } as const;
    spec
      .given([saved()])
      .when(remove)
      .then([
        { type: 'SavedSearchDeleted', data: { parentId: 'paula', searchId: 's1', deletedAt: at } },
      ]);
    spec.given([]).when(remove).thenThrows(SAVED_SEARCH_NOT_FOUND_MESSAGE);
  });

  it('never writes into another parent’s stream', () =>
    spec
      .given([])
      .when(save({ parentId: 'other' }))
      .thenThrows(NotStreamOwnerError));
});

describe('matches and the daily email', () => {
  it('records a match once per search and nanny', () => {
    spec
      .given([saved()])
      .when(match('nina'))
      .then([matched('nina')]);
    spec
      .given([saved(), matched('nina')])
      .when(match('nina'))
      .then([]);
  });

  it('records no match for a deleted or unknown search', () => {
    const deleted: SearchEvent = {
      type: 'SavedSearchDeleted',
      data: { parentId: 'paula', searchId: 's1', deletedAt: at },
    };
    spec.given([saved(), deleted]).when(match('nina')).then([]);
    spec.given([]).when(match('nina')).then([]);
  });

  it('mails the unmailed matches it is told of, and nothing already mailed', () => {
    const later = '2026-11-24T15:00:00.000Z';
    spec
      .given([saved(), matched('nina'), matched('bea')])
      .when(mail(['nina', 'bea', 'stranger'], later))
      .then([mailed(['nina', 'bea'], later)]);
    spec
      .given([saved(), matched('nina'), mailed(['nina'])])
      .when(mail(['nina'], later))
      .then([]);
  });

  it('mails at most once in 24 hours', () => {
    const history = [saved(), matched('nina'), mailed(['nina']), matched('bea')];
    spec
      .given(history)
      .when(mail(['bea'], '2026-11-24T14:59:59.999Z'))
      .then([]);
    spec
      .given(history)
      .when(mail(['bea'], '2026-11-24T15:00:00.000Z'))
      .then([mailed(['bea'], '2026-11-24T15:00:00.000Z')]);
  });

  it('does not mail matches of a search deleted since', () => {
    const deleted: SearchEvent = {
      type: 'SavedSearchDeleted',
      data: { parentId: 'paula', searchId: 's1', deletedAt: at },
    };
    spec
      .given([saved(), matched('nina'), deleted])
      .when(mail(['nina'], at))
      .then([]);
  });
});
