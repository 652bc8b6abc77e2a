import { defineConfig } from 'vitest/config';

// The tests StrykerJS runs against each mutant (stryker.config.mjs): the pure domain and the
// safety-critical modules whose tests need no database, so a mutant costs milliseconds, not a server.
export default defineConfig({
  test: {
    include: ['src/domain/**/*.test.ts', 'src/jobs/http/*.test.ts', 'src/db/data-dir-lock.test.ts'],
    setupFiles: ['tests/support/fail-on-console-error.ts'],
    testTimeout: 30_000,
  },
});
