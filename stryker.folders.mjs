// The folders beyond the domain that StrykerJS measures one at a time (decision 108), each with its
// fast test set: tests that need no PostgreSQL (pure functions; Fastify `inject` with stubbed
// repositories), so a mutant reruns in seconds. Read by stryker.server.config.mjs (what to mutate) and
// vitest.mutation-server.config.ts (what to run).
//   dir: the folder mutated (its *.ts, not its tests); tests: the fast set; leftOut: files not mutated;
//   database: the set has tests on PostgreSQL: one embedded server per test runner (tests/support/
//   global-db.ts), one cloned database per test file.

/** @type {Record<string, { dir: string; tests: string[]; leftOut: string[]; database: boolean }>} */
export const MUTATION_FOLDERS = {
  auth: {
    dir: 'src/server/auth',
    tests: [
      'src/server/auth/*-rules.test.ts',
      'src/server/auth/auth-secret.test.ts',
      'src/server/auth/password-policy.test.ts',
      'src/server/auth/require-user.test.ts',
      'src/server/policy-constants.test.ts',
    ],
    leftOut: [],
    database: true,
  },
  plugins: {
    dir: 'src/server/plugins',
    tests: ['src/server/plugins/*-rules.test.ts', 'src/server/policy-constants.test.ts'],
    leftOut: [],
    database: false,
  },
  repositories: {
    dir: 'src/db/repositories',
    tests: ['src/db/repositories/*-rules.test.ts', 'src/db/repositories/sql-rows.test.ts'],
    leftOut: [],
    database: true,
  },
  routes: {
    dir: 'src/server/routes',
    tests: ['src/server/routes/*-rules.test.ts', 'src/server/policy-constants.test.ts'],
    leftOut: [],
    database: false,
  },
};
