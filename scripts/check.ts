import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { projectRoot } from '../src/infra/project-root.js';
import { runAsCommand, type ScriptMain } from './run-script.js';

/** One of the static checks `npm test` runs before the tests: a tool of node_modules/.bin. */
export interface CheckStep {
  name: string;
  tool: string;
  args: string[];
}

/**
 * Longest first: lint alone takes about as long as the other three together, so with two lanes
 * it runs beside them and the checks end when it does.
 */
export const CHECK_STEPS: CheckStep[] = [
  { name: 'lint', tool: 'eslint', args: ['--max-warnings', '0', '.'] },
  { name: 'typecheck (server)', tool: 'tsc', args: ['-p', 'tsconfig.json', '--noEmit'] },
  { name: 'typecheck (web)', tool: 'tsc', args: ['-p', 'web/tsconfig.json', '--noEmit'] },
  { name: 'format', tool: 'prettier', args: ['--check', '.'] },
];

export interface StepResult {
  code: number;
  output: string;
}

/**
 * Runs the steps at most `lanes` at a time. Each one's output is printed whole when it ends
 * (never interleaved with another's), every step runs even after one fails, and the exit code
 * is 1 if any failed.
 */
export async function runChecks(
  steps: readonly CheckStep[],
  lanes: number,
  run: (step: CheckStep) => Promise<StepResult>,
  print: (text: string) => void,
): Promise<number> {
  const queue = [...steps];
  const failed: string[] = [];
  const lane = async () => {
    for (let step = queue.shift(); step; step = queue.shift()) {
      const started = performance.now();
      const { code, output } = await run(step);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      if (code !== 0) failed.push(step.name);
      const verdict = code === 0 ? 'passed' : `FAILED (exit code ${code})`;
      print(`== ${step.name}: ${verdict} in ${seconds} s\n${output}`);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, lanes) }, lane));
  if (failed.length === 0) return 0;
  print(`== checks failed: ${failed.join(', ')}`);
  return 1;
}

function runTool(step: CheckStep): Promise<StepResult> {
  return new Promise((resolve) => {
    const child = spawn(join(projectRoot(), 'node_modules', '.bin', step.tool), step.args, {
      cwd: projectRoot(),
      env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', (error) => resolve({ code: 1, output: `${output}${error.message}\n` }));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

/** Typecheck, lint and format, two at a time on a machine with two cores or more. */
export const main: ScriptMain = () =>
  runChecks(CHECK_STEPS, Math.min(2, availableParallelism()), runTool, (text) =>
    process.stdout.write(text),
  );

runAsCommand(import.meta.url, main);
