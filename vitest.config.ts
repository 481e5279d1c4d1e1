import { existsSync, globSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { sharedAlias } from './vite.config.js';

const postgresUrl = process.env.TEST_DATABASE_URL;
if (process.env.CI === 'true' && !postgresUrl) {
  throw new Error('CI=true: TEST_DATABASE_URL must point at PostgreSQL; the suite runs on both.');
}

const integrationFiles = ['src/**/*.int.test.ts', 'test/**/*.int.test.ts'];
const browserFiles = ['test/e2e/**/*.test.ts'];
/**
 * Browser journeys whose subject depends on the engine run on PostgreSQL too: live pushes (commit
 * signals in-process, or NOTIFY across instances), replay progress (slices on one connection, or a
 * snapshot on its own), the production build on each engine, and the accessibility journey (axe
 * and keyboard-only on every screen, as docs/accessibility.md promises on both engines). The others test the pages, on
 * the embedded database `npm start` uses; every route under them is covered on both engines by
 * the integration suite, and what a page shows from given data by the component tests.
 */
const browserFilesOnBothEngines = [
  'test/e2e/accessibility.test.ts',
  'test/e2e/live-updates.test.ts',
  'test/e2e/production-build.test.ts',
];

for (const file of browserFilesOnBothEngines) {
  // A renamed file would silently stop running on PostgreSQL.
  if (!existsSync(file)) throw new Error(`vitest.config.ts names ${file}, which does not exist.`);
}

const serverUnitFiles = ['src/**/*.test.ts', 'scripts/**/*.test.ts'];
const webUnitFiles = ['web/src/**/*.test.{ts,tsx}'];
const unitExclude = ['**/*.int.test.ts', '**/*.component.test.tsx', '**/node_modules/**'];
/** Unit test files that replace a module of the app with vi.mock (unit-mocks, below). */
const replacingModules = globSync([...serverUnitFiles, ...webUnitFiles], {
  exclude: unitExclude,
}).filter((file) => /\bvi\.(do)?[mM]ock\(/.test(readFileSync(file, 'utf8')));

type Engine = 'embedded' | 'postgres';

/** The integration suite runs once per database engine; the browser suite as said above. */
function perEngine(
  name: string,
  include: (engine: Engine) => string[],
  extraSetup: string[],
  timeouts: { test: number; hook: number },
): TestProjectInlineConfiguration[] {
  const engines: Engine[] = postgresUrl ? ['embedded', 'postgres'] : ['embedded'];
  return engines.map((engine) => ({
    extends: true,
    test: {
      name: `${name}-${engine}`,
      include: include(engine),
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
    // One file more than there are cores: a fifth of the time a file waits (on Chromium, a
    // spawned process, the database), and the extra worker fills it. On 2 cores the whole run
    // went from 678 to 617 s with every test passing (docs/testing.md).
    maxWorkers: availableParallelism() + 1,
    projects: [
      {
        // Unit tests run file after file in a worker on the modules it loaded once: in a fresh
        // process each, the server's took 25 s of CPU; sharing them, 7 s (docs/testing.md).
        extends: true,
        test: {
          name: 'unit',
          include: serverUnitFiles,
          exclude: [...unitExclude, ...replacingModules],
          isolate: false,
        },
      },
      {
        // The web app's likewise, every zustand store reset after each test (zustand-setup.ts):
        // without it a store one file left open answered the next file's live change with a
        // request of its own (a shuffled run in one worker found it).
        extends: true,
        test: {
          name: 'unit-web',
          include: webUnitFiles,
          exclude: [...unitExclude, ...replacingModules],
          setupFiles: ['web/src/testing/zustand-setup.ts'],
          isolate: false,
        },
      },
      {
        // A file that replaces a module (vi.mock) gets a process of its own: in a shared worker,
        // a module another file had loaded first kept the real one.
        extends: true,
        test: {
          name: 'unit-mocks',
          include: replacingModules,
          setupFiles: ['web/src/testing/zustand-setup.ts'],
        },
      },
      {
        // A screen's forms, dialogs and focus rules, rendered in jsdom beside the unit tests: no
        // browser, no server, milliseconds each. The network is a fake (web/src/testing).
        extends: true,
        test: {
          name: 'component',
          include: ['web/src/**/*.component.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['web/src/testing/zustand-setup.ts', 'web/src/testing/component-setup.ts'],
          // One jsdom and one copy of the app's modules per worker, file after file: in a fresh
          // process each, the project took 37 s of CPU; sharing them, 12 to 13 s, every test passing in
          // shuffled orders (docs/testing.md). Every render is cleaned up and every request answered
          // after each test (component-setup.ts), then every store reset (zustand-setup.ts).
          isolate: false,
          // A screen is rendered and typed into event by event: roomy on a busy 2-core machine.
          testTimeout: 20_000,
          // As long as Testing Library's findBy waits (component-setup.ts): expect.poll's own
          // default (1 s) failed a screen still rendering on a busy machine.
          expect: { poll: { timeout: 5_000 } },
        },
      },
      ...perEngine('int', () => integrationFiles, [], { test: 60_000, hook: 120_000 }),
      ...perEngine(
        'e2e',
        (engine) => (engine === 'postgres' ? browserFilesOnBothEngines : browserFiles),
        ['test/setup/production-build.ts', 'test/setup/browser-available.ts'],
        {
          test: 90_000,
          hook: 180_000,
        },
      ),
    ],
  },
});
