import { defineConfig } from 'vitest/config';
import { MUTATION_FOLDERS } from './stryker.folders.mjs';

// The fast test sets of the server and database folders (stryker.server.config.mjs, decision 108).
// The folders' own tests run Fastify against PostgreSQL (seconds to tens of seconds a file), so each
// mutant would cost minutes; these sets need no database: pure functions, and Fastify `inject` with
// stubbed repositories; where PostgreSQL is the subject (the account throttle, repositories), one
// embedded server per test runner and one cloned database per file. MUTATION_FOLDER picks the folder; without it (a plain `vitest run` of this
// config) every set runs.
const folder = process.env.MUTATION_FOLDER;
const sets = folder ? [MUTATION_FOLDERS[folder]] : Object.values(MUTATION_FOLDERS);

export default defineConfig({
  test: {
    include: sets.flatMap((s) => s?.tests ?? []),
    globalSetup: sets.some((s) => s?.database) ? ['tests/support/global-db.ts'] : [],
    setupFiles: ['tests/support/fail-on-console-error.ts'],
    testTimeout: 30_000,
  },
});
