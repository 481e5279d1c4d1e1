import { describe, expect, it } from 'vitest';
import { endedText, progressText, timeLeftText, type ReplayProgress } from './replay-progress.js';

const progress = (overrides: Partial<ReplayProgress> = {}): ReplayProgress => ({
  runId: 'r1',
  state: 'folding',
  events: 120_000,
  total: 200_000,
  eventsPerSecond: 45_000,
  secondsLeft: 2,
  ...overrides,
});

describe('replay progress texts', () => {
  it('says events done, the rate and the time left', () => {
    expect(progressText(progress())).toBe(
      '120,000 of 200,000 events, 45,000 events/s, about 2 s left',
    );
  });

  it('says minutes once the time left is long', () => {
    expect(timeLeftText(600)).toBe('about 10 min left');
    expect(timeLeftText(89.2)).toBe('about 90 s left');
    expect(timeLeftText(0.2)).toBe('about 1 s left');
    expect(timeLeftText(0)).toBe('all read');
    expect(timeLeftText(null)).toBe('working out the time left');
  });

  it('says the tables are being compared once the fold is done', () => {
    expect(progressText(progress({ state: 'comparing', events: 200_000 }))).toBe(
      '200,000 of 200,000 events replayed; comparing the tables',
    );
  });

  it('names how a run ended, and nothing for one still going', () => {
    expect(endedText('cancelled')).toBe('Replay cancelled.');
    expect(endedText('failed')).toBe('Replay and verify did not finish.');
    expect(endedText('folding')).toBeNull();
  });
});
