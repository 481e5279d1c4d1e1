import { beforeEach, describe, expect, it } from 'vitest';
import type { ReplayProgress } from '@shared/replay-progress';
import { useReplayStore } from './replay-store';

const progress = (overrides: Partial<ReplayProgress> = {}): ReplayProgress => ({
  runId: 'r1',
  state: 'folding',
  events: 100,
  total: 1000,
  eventsPerSecond: 50,
  secondsLeft: 18,
  ...overrides,
});

beforeEach(() => useReplayStore.setState({ progress: null, ended: null, cancelling: false }));

describe('the replay progress store', () => {
  it('follows a run as its messages come, never moving back', () => {
    const { applyProgress } = useReplayStore.getState();
    applyProgress(progress({ events: 100 }));
    applyProgress(progress({ events: 500 }));
    applyProgress(progress({ events: 300 }));
    expect(useReplayStore.getState().progress?.events).toBe(500);
  });

  it('clears the bar and keeps how the run ended when its last message comes', () => {
    const { applyProgress } = useReplayStore.getState();
    applyProgress(progress());
    useReplayStore.setState({ cancelling: true });
    applyProgress(progress({ state: 'cancelled' }));
    expect(useReplayStore.getState()).toMatchObject({
      progress: null,
      ended: { runId: 'r1', state: 'cancelled' },
      cancelling: false,
    });
  });

  it("keeps showing a run when another run's end is heard", () => {
    const { applyProgress } = useReplayStore.getState();
    applyProgress(progress({ runId: 'r2' }));
    applyProgress(progress({ runId: 'r1', state: 'equal' }));
    expect(useReplayStore.getState().progress?.runId).toBe('r2');
  });
});
