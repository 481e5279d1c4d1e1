import { describe, expect, it } from 'vitest';
import type { ReplayReport } from './replay-api';
import { formatCell, replaySummary } from './replay-report';

const report = (overrides: Partial<ReplayReport>): ReplayReport => ({
  equal: true,
  events: 1234,
  seconds: 0.4213,
  tables: ['nanny_directory'],
  differences: [],
  truncated: false,
  runId: 'run-1',
  ...overrides,
});

const difference = { table: 't', key: 'k', column: 'c', live: 1, replayed: 2 };

describe('replay summary', () => {
  it('says equal with the count and the time', () => {
    expect(replaySummary(report({}))).toBe(
      'Equal: replayed 1,234 events in 0.42 s; every read table matches the live data.',
    );
  });

  it('counts one event in the singular', () => {
    expect(replaySummary(report({ events: 1, seconds: 2 }))).toBe(
      'Equal: replayed 1 event in 2.00 s; every read table matches the live data.',
    );
  });

  it('says how many differences it lists, and when there are more', () => {
    const two = report({ equal: false, differences: [difference, difference] });
    expect(replaySummary(two)).toBe(
      'Not equal: replayed 1,234 events in 0.42 s; 2 differences below.',
    );
    expect(replaySummary({ ...two, truncated: true })).toBe(
      'Not equal: replayed 1,234 events in 0.42 s; the first 2 differences below.',
    );
  });
});

describe('difference cells', () => {
  it('shows text as it is and anything else as JSON', () => {
    expect(formatCell('Nora')).toBe('Nora');
    expect(formatCell(null)).toBe('null');
    expect(formatCell(3)).toBe('3');
    expect(formatCell({ id: 'a' })).toBe('{"id":"a"}');
    expect(formatCell(undefined)).toBe('(none)');
  });
});
