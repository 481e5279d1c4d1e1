import { describe, expect, it } from 'vitest';
import { ProgressMeter } from './progress-meter.js';

describe('ProgressMeter', () => {
  it('reports the average rate since the start and the time left at that rate', () => {
    const meter = new ProgressMeter(200_000, 1_000);
    expect(meter.reading(120_000, 1_000 + 2_000)).toEqual({
      events: 120_000,
      total: 200_000,
      eventsPerSecond: 60_000,
      secondsLeft: 2,
    });
  });

  it('rounds the time left up, so "0 s left" never shows while work remains', () => {
    const meter = new ProgressMeter(1_000, 0);
    expect(meter.reading(999, 1_000).secondsLeft).toBe(1);
  });

  it('knows no time left before any time has passed or anything was done', () => {
    const meter = new ProgressMeter(1_000, 500);
    expect(meter.reading(0, 500)).toMatchObject({ eventsPerSecond: 0, secondsLeft: null });
    expect(meter.reading(0, 900)).toMatchObject({ eventsPerSecond: 0, secondsLeft: null });
  });

  it('says 0 s left once everything is done', () => {
    expect(new ProgressMeter(10, 0).reading(10, 100).secondsLeft).toBe(0);
  });

  it('never counts a total below what was done (the log grew meanwhile)', () => {
    expect(new ProgressMeter(10, 0).reading(12, 1_000)).toMatchObject({
      total: 12,
      secondsLeft: 0,
    });
  });

  it('reports the first reading, then at most once per interval', () => {
    const meter = new ProgressMeter(1_000, 0, 250);
    expect(meter.report(10, 10)).toBeDefined();
    expect(meter.report(20, 100)).toBeUndefined();
    expect(meter.report(30, 259)).toBeUndefined();
    expect(meter.report(40, 260)?.events).toBe(40);
    expect(meter.report(50, 300)).toBeUndefined();
  });

  it('always reports the last batch, so a bar ends full', () => {
    const meter = new ProgressMeter(100, 0, 250);
    expect(meter.report(50, 10)).toBeDefined();
    expect(meter.report(100, 20)).toMatchObject({ events: 100, total: 100, secondsLeft: 0 });
  });
});
