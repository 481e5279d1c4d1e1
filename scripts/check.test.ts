import { describe, expect, it } from 'vitest';
import { CHECK_STEPS, runChecks, type CheckStep, type StepResult } from './check.js';

const step = (name: string): CheckStep => ({ name, tool: 'true', args: [] });

/** Steps that end when the test says, recording how many ran at once. */
function controlledRun() {
  const finish = new Map<string, (result: StepResult) => void>();
  let running = 0;
  let mostAtOnce = 0;
  const started: string[] = [];
  const run = (s: CheckStep) =>
    new Promise<StepResult>((resolve) => {
      started.push(s.name);
      running += 1;
      mostAtOnce = Math.max(mostAtOnce, running);
      finish.set(s.name, (result) => {
        running -= 1;
        resolve(result);
      });
    });
  return { run, finish, started, mostAtOnce: () => mostAtOnce };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('the static checks npm test runs first', () => {
  it('are lint, both typechecks and the format check, lint first', () => {
    expect(CHECK_STEPS.map((s) => s.tool)).toEqual(['eslint', 'tsc', 'tsc', 'prettier']);
    expect(CHECK_STEPS.find((s) => s.tool === 'eslint')?.args).toContain('--max-warnings');
  });

  it('run two at a time, each printed whole when it ends, and pass when all pass', async () => {
    const { run, finish, started, mostAtOnce } = controlledRun();
    const printed: string[] = [];
    const done = runChecks([step('a'), step('b'), step('c')], 2, run, (t) => printed.push(t));
    await tick();
    expect(started).toEqual(['a', 'b']);
    finish.get('b')!({ code: 0, output: 'b says\n' });
    await tick();
    expect(started).toEqual(['a', 'b', 'c']);
    finish.get('c')!({ code: 0, output: '' });
    finish.get('a')!({ code: 0, output: 'a says\n' });
    expect(await done).toBe(0);
    expect(mostAtOnce()).toBe(2);
    expect(printed[0]).toMatch(/^== b: passed in [\d.]+ s\nb says\n$/);
    expect(printed.map((t) => t.slice(3, 4))).toEqual(['b', 'c', 'a']);
  });

  it('run every step after one fails, and fail naming it', async () => {
    const { run, finish } = controlledRun();
    const printed: string[] = [];
    const done = runChecks([step('lint'), step('format')], 1, run, (t) => printed.push(t));
    await tick();
    finish.get('lint')!({ code: 2, output: 'x.ts: error\n' });
    await tick();
    finish.get('format')!({ code: 0, output: '' });
    expect(await done).toBe(1);
    expect(printed[0]).toMatch(/^== lint: FAILED \(exit code 2\) in [\d.]+ s\nx\.ts: error\n$/);
    expect(printed.at(-1)).toBe('== checks failed: lint');
  });
});
