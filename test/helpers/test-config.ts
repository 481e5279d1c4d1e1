import { loadConfig, type Config } from '../../src/config.js';

/** A valid configuration as a test would run it; overrides win. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ DATA_DIR: '.tmp/test-data', LOG_LEVEL: 'silent' }),
    ...overrides,
  };
}
