import { describe, expect, it } from 'vitest';
import { InstanceBus, type InstanceMessage } from '../../infra/live/instance-bus.js';
import type { ReplayOptions, ReplayReport } from '../../infra/projections/replay-verify.js';
import { ReplayCancelledError, ReplayRuns } from './replay-runs.js';

const report: ReplayReport = {
  equal: true,
  events: 3,
  seconds: 0.1,
  tables: [],
  differences: [],
  truncated: false,
};

/** A replay driven by hand: the test says when each batch is folded and when it ends. */
function handReplay() {
  let options: ReplayOptions | undefined;
  let finish: ((value: ReplayReport) => void) | undefined;
  let fail: ((error: unknown) => void) | undefined;
  const replay = (given: ReplayOptions) => {
    options = given;
    given.signal?.addEventListener('abort', () => fail?.(given.signal?.reason));
    return new Promise<ReplayReport>((resolve, reject) => {
      finish = resolve;
      fail = reject;
    });
  };
  return {
    replay,
    options: () => options!,
    finish: () => finish!(report),
  };
}

function harness() {
  const bus = new InstanceBus();
  const heard: InstanceMessage[] = [];
  bus.subscribe((message) => heard.push(message));
  const hand = handReplay();
  const runs = new ReplayRuns({ bus, replay: hand.replay });
  const states = () =>
    heard.flatMap((m) =>
      m.type === 'live.notice' && m.notice.type === 'replay.progress'
        ? [`${m.notice.state} ${m.notice.events}`]
        : [],
    );
  return { bus, heard, hand, runs, states };
}

describe('replay runs', () => {
  it('tells operators each stage of a run, then its end, and shares one run between asks', async () => {
    const { hand, runs, states, heard } = harness();
    const first = runs.run();
    const second = runs.run();
    hand.options().onStart?.(3);
    hand.options().onProgress?.(3);
    hand.options().onComparing?.();
    expect(runs.progress()).toMatchObject({ state: 'comparing', events: 3, total: 3 });
    hand.finish();
    const [a, b] = await Promise.all([first, second]);
    expect(a).toEqual(b);
    expect(states()).toEqual(['folding 0', 'folding 0', 'folding 3', 'comparing 3', 'equal 3']);
    const notices = heard.filter((m) => m.type === 'live.notice');
    expect(notices.every((m) => m.to.roles?.join() === 'operator')).toBe(true);
    expect(runs.progress()).toBeNull();
  });

  it('stops a run when a cancel for it is heard, from this instance or another', async () => {
    const { bus, hand, runs, states } = harness();
    const running = runs.run();
    hand.options().onStart?.(10);
    const { runId } = runs.progress()!;
    await bus.publish({ type: 'replay.cancel', runId });
    await expect(running).rejects.toBeInstanceOf(ReplayCancelledError);
    expect(states().at(-1)).toBe('cancelled 0');
    expect(runs.progress()).toBeNull();
    // The next ask starts a run of its own.
    const next = runs.run();
    expect(runs.progress()?.runId).not.toBe(runId);
    hand.finish();
    await expect(next).resolves.toMatchObject({ equal: true });
  });

  it('has nothing to cancel when no run is heard of', async () => {
    const { runs, heard } = harness();
    expect(await runs.cancel()).toBe(false);
    expect(heard).toEqual([]);
  });

  it("knows another instance's run by its messages, and asks it to stop", async () => {
    const { bus, runs, heard } = harness();
    const notice = {
      type: 'replay.progress' as const,
      runId: 'elsewhere',
      state: 'folding' as const,
      events: 5,
      total: 10,
      eventsPerSecond: 5,
      secondsLeft: 1,
    };
    bus.received(
      JSON.stringify({ from: 'another', message: { type: 'live.notice', to: {}, notice } }),
    );
    expect(runs.progress()).toMatchObject({ runId: 'elsewhere', events: 5 });
    expect(await runs.cancel()).toBe(true);
    expect(heard.at(-1)).toEqual({ type: 'replay.cancel', runId: 'elsewhere' });
  });
});
