import type { Runtime } from '../../src/runtime.js';
import { counterFeature, createCounterTable } from './counter-fixture.js';
import { startTestRuntime, type TestRuntimeOptions } from './test-runtime.js';

/** A runtime with the counter stream type and its read table, for machinery tests. */
export async function startCounterRuntime(options: TestRuntimeOptions = {}): Promise<Runtime> {
  const runtime = await startTestRuntime({
    work: false,
    ...options,
    features: [counterFeature, ...(options.features ?? [])],
  });
  await createCounterTable(runtime.db);
  return runtime;
}
