import { describe, expect, it } from 'vitest';
import {
  actorOf,
  eventsQuery,
  exportPath,
  filtersProblem,
  localToIso,
  noFilters,
} from './event-query';

describe('datetime-local to ISO', () => {
  it('reads the value on the local clock', () => {
    expect(localToIso('2026-03-05T09:30')).toBe(new Date(2026, 2, 5, 9, 30).toISOString());
  });

  it('is null when empty or not a date', () => {
    expect(localToIso('')).toBeNull();
    expect(localToIso('   ')).toBeNull();
    expect(localToIso('not a date')).toBeNull();
  });
});

describe('event log queries', () => {
  it('asks for the first page with the page size only when nothing is filtered', () => {
    expect(eventsQuery(noFilters, null)).toEqual({ after: 0, limit: 50 });
  });

  it('sends the filters set, trimmed, with times as ISO', () => {
    const filters = {
      streamId: ' nanny-1 ',
      type: 'NannyApproved',
      from: '2026-03-05T09:30',
      to: '',
    };
    expect(eventsQuery(filters, 120)).toEqual({
      streamId: 'nanny-1',
      type: 'NannyApproved',
      from: new Date(2026, 2, 5, 9, 30).toISOString(),
      after: 120,
      limit: 50,
    });
  });

  it('exports with the same filters and no paging', () => {
    expect(exportPath(noFilters)).toBe('/api/operator/events/export');
    expect(exportPath({ ...noFilters, type: 'NannyRejected' })).toBe(
      '/api/operator/events/export?type=NannyRejected',
    );
  });
});

describe('actor', () => {
  it('names the role and id from the metadata', () => {
    expect(actorOf({ metadata: { actorRole: 'operator', actorId: 'op-1' } })).toBe('operator op-1');
    expect(actorOf({ metadata: { actorRole: 'command-line' } })).toBe('command-line');
  });

  it('shortens a long id for the table', () => {
    const metadata = { actorRole: 'operator', actorId: '88aae630-5bc2-4072-a4e1-8409c15ed1eb' };
    expect(actorOf({ metadata }, { shortId: true })).toBe('operator 88aae630…');
  });

  it('is a dash when nobody is recorded', () => {
    expect(actorOf({ metadata: null })).toBe('—');
    expect(actorOf({ metadata: {} })).toBe('—');
  });
});

describe('filters problem', () => {
  it('refuses a window that ends before it starts', () => {
    const window = { ...noFilters, from: '2026-03-05T10:00', to: '2026-03-05T09:00' };
    expect(filtersProblem(window)).toBe('From must not be later than To.');
  });

  it('accepts an open or a proper window', () => {
    expect(filtersProblem(noFilters)).toBeNull();
    expect(filtersProblem({ ...noFilters, from: '2026-03-05T09:00' })).toBeNull();
    const window = { ...noFilters, from: '2026-03-05T09:00', to: '2026-03-05T09:00' };
    expect(filtersProblem(window)).toBeNull();
  });
});
