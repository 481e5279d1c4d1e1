import { loadConfig, type Config } from '../../src/config.js';

/** The fixed DATA_KEY_SECRET of tests (personal data in events is encrypted). */
export const TEST_DATA_KEY_SECRET = 'test-data-key-secret-0123456789abcdef';

/** A valid configuration as a test would run it; overrides win. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const config = loadConfig({ DATA_DIR: '.tmp/test-data', LOG_LEVEL: 'silent' });
  return {
    ...config,
    // Tests seed thousands of events straight through the runtime, in the app's own process
    // (on the embedded engine the database runs in it too, on one connection the live hub then
    // shares while it follows them): that lag and that wait are the test's set-up, not load to
    // shed. src/infra/http/overload.int.test.ts turns shedding on with the defaults.
    overload: { ...config.overload, maxEventLoopDelayMs: 0, maxPoolWaitMs: 0 },
    dataKeySecret: TEST_DATA_KEY_SECRET,
    // Tests of other features request bookings without saving a card first; the payments tests
    // turn the simulated gateway on.
    payments: 'off',
    ...overrides,
  };
}

/** The overload limits a production start would use (see src/config.ts). */
export const defaultOverloadLimits = () =>
  loadConfig({ DATA_DIR: '.tmp/test-data', LOG_LEVEL: 'silent' }).overload;
