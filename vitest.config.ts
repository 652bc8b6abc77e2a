import { configDefaults, defineConfig } from 'vitest/config';
import { API_SHARED_FILES } from './tests/support/api-shared-files.ts';
import MixedProjectSequencer from './tests/support/file-order.ts';

// Four projects, one run: `unit` (pure code), `api` and `api-shared` (Fastify + real PostgreSQL; the
// second in reused workers, decision 132) and `e2e` (a real Chromium against the built app). One PostgreSQL server serves the whole run (tests/support/global-db.ts), shared by
// the projects that need it.
// Workers (docs/decisions/067-test-suite-time.md): Vitest's default is one fewer than the CPUs, which on
// the 2-core box is a single worker, so every unit and API file ran one after another while the API
// files mostly wait on PostgreSQL (another process). Unit, API and e2e files share one pool of two
// workers (decision 126). VITEST_MAX_WORKERS overrides it for a run.
const WORKERS = 2;
// The API files' settings, shared by `api` (a fresh process per file) and `api-shared`.
const API = {
  globalSetup: ['tests/support/global-db.ts'],
  setupFiles: ['tests/support/fail-on-console-error.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  maxWorkers: WORKERS,
};
// Decision 132: `api-shared` runs the API files listed in tests/support/api-shared-files.ts in reused
// worker processes (`isolate: false`: the app's modules evaluated once per worker, not once per file).
// Vitest reuses a worker only for the next file of the same project, so those files are a group of
// their own, first (groupOrder 0); the unit, API and e2e files follow as one group, as before.
const REST = { groupOrder: 1 };
export default defineConfig({
  test: {
    // Each file's whole time (imports, hooks, tests) in test-results/timings.json (decision 116).
    reporters: ['default', './tests/support/timing-reporter.ts'],
    // Unit files dealt out among the API files instead of queued after them all (decision 125).
    sequence: { sequencer: MixedProjectSequencer },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          sequence: REST,
          // The theme test reads styles.css?raw; Vitest otherwise stubs every CSS import to ''.
          css: { include: [/styles\.css/] },
          include: [
            'src/domain/**/*.test.ts',
            'src/shared/**/*.test.ts',
            'src/web/**/*.test.ts',
            // Component tests: Testing Library in jsdom, one `// @vitest-environment jsdom` line per file.
            'src/web/**/*.test.tsx',
            'scripts/**/*.test.ts',
            // The test support's own pure parts (the pack fixtures' keys).
            'tests/support/**/*.test.ts',
          ],
          setupFiles: ['tests/support/fail-on-console-error.ts'],
          maxWorkers: WORKERS,
          // 200-case properties (line moves, the current week across DST) took 7–11 s at a load average
          // near 26 with two workers, past Vitest's 5 s; a wait sized for the shared box, not a speed goal.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          sequence: REST,
          include: [
            // src/main.ts and src/start-server.ts: the composition root (decision 104).
            'src/*.test.ts',
            'src/server/**/*.test.ts',
            'src/core/**/*.test.ts',
            'src/db/**/*.test.ts',
            'src/jobs/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
          exclude: [...configDefaults.exclude, ...API_SHARED_FILES],
          ...API,
        },
      },
      {
        extends: true,
        test: {
          name: 'api-shared',
          sequence: { groupOrder: 0 },
          include: API_SHARED_FILES,
          isolate: false,
          ...API,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          sequence: REST,
          include: ['tests/e2e/**/*.e2e.ts'],
          globalSetup: ['tests/support/global-db.ts', 'tests/e2e/global-setup.ts'],
          // The global set-up's servers are started in the background; each file waits for them first.
          setupFiles: ['tests/e2e/wait-for-servers.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // Two files at once, in the unit and API files' group and pool of two workers (decision 126):
          // an e2e file keeps about one core busy (its browser, and the servers in Vitest's own process).
          // Vitest runs a group's files project by project (api, e2e, unit), so the e2e files start as the
          // last API files run, long after the servers' set-up is done.
          maxWorkers: WORKERS,
        },
      },
    ],
  },
});
