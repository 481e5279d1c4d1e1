import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { sharedAlias } from './vite.config.js';

const postgresUrl = process.env.TEST_DATABASE_URL;
if (process.env.CI === 'true' && !postgresUrl) {
  throw new Error('CI=true: TEST_DATABASE_URL must point at PostgreSQL; the suite runs on both.');
}

const integrationFiles = ['src/**/*.int.test.ts', 'test/**/*.int.test.ts'];
const browserFiles = ['test/e2e/**/*.test.ts'];

/** The integration and browser suites run once per database engine. */
function perEngine(
  name: string,
  include: string[],
  extraSetup: string[],
  timeouts: { test: number; hook: number },
): TestProjectInlineConfiguration[] {
  const engines = postgresUrl ? (['embedded', 'postgres'] as const) : (['embedded'] as const);
  return engines.map((engine) => ({
    extends: true,
    test: {
      name: `${name}-${engine}`,
      include,
      env: { TEST_DB_ENGINE: engine },
      globalSetup: [
        ...extraSetup,
        engine === 'postgres'
          ? 'test/setup/postgres-template.ts'
          : 'test/setup/embedded-template.ts',
      ],
      // A test file no longer gets a fresh process: it reuses its worker's loaded modules (the
      // whole app, seconds to import on a busy 2-core machine, for each of some 300 files).
      // Files start their own app, database and browser context, so nothing else is shared.
      isolate: false,
      testTimeout: timeouts.test,
      hookTimeout: timeouts.hook,
      // expect.poll's own default (1 s) is shorter than one request on a busy 2-core machine;
      // a poll that holds only fails later, so a longer wait costs nothing when all is well.
      expect: { poll: { timeout: 10_000 } },
    },
  }));
}

export default defineConfig({
  resolve: { alias: sharedAlias },
  test: {
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'web/src/**/*.test.{ts,tsx}'],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
        },
      },
      ...perEngine('int', integrationFiles, [], { test: 60_000, hook: 120_000 }),
      ...perEngine(
        'e2e',
        browserFiles,
        ['test/setup/production-build.ts', 'test/setup/shared-browser.ts'],
        {
          test: 90_000,
          hook: 180_000,
        },
      ),
    ],
  },
});
