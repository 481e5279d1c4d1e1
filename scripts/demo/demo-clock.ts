export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/**
 * The runtime's clock while the demo plays its weeks of history: it stands where the story is,
 * so every event carries a realistic time and the rules (no booking in the past, hours recorded
 * after the session) hold as they did then. Released, it is the real time again.
 */
export class DemoClock {
  private at: number | null = null;
  private ticks = 0;

  readonly now = (): Date => new Date(this.at ?? Date.now());

  set(instant: Date | number): void {
    this.at = typeof instant === 'number' ? instant : instant.getTime();
  }

  /**
   * Moves on by `ms` plus a few seconds, so events in a row never share a time. The seconds
   * follow a fixed spread (a step of a prime), so every run of the demo tells the same story.
   */
  tick(ms = MINUTE): void {
    this.ticks += 1;
    this.at = (this.at ?? Date.now()) + ms + ((this.ticks * 7_919) % 20_000);
  }

  release(): void {
    this.at = null;
  }
}

export interface Step {
  at: number;
  run: () => Promise<void>;
}

/**
 * Plays steps in time order. Before each, `beforeEach` runs at that time: the booking deadlines,
 * as the app's every-minute job would have kept them (requests expire, hours confirm themselves).
 */
export async function playTimeline(
  clock: DemoClock,
  steps: Step[],
  beforeEach: () => Promise<void>,
): Promise<void> {
  const ordered = [...steps].sort((a, b) => a.at - b.at);
  for (const step of ordered) {
    clock.set(step.at);
    await beforeEach();
    await step.run();
  }
}
