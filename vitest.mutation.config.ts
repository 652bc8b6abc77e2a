import { defineConfig } from 'vitest/config';

// The tests StrykerJS runs against each mutant (stryker.config.mjs): the pure domain and the
// safety-critical modules whose tests need no database, so a mutant costs milliseconds, not a server.
// The two replays of the real 1999–2025 schedule (15 s a run, and they cover every model mutant) stay
// in `npm test` only: with them a mutation run takes hours on two cores (decision 027).
export default defineConfig({
  test: {
    include: ['src/domain/**/*.test.ts', 'src/jobs/http/*.test.ts', 'src/db/data-dir-lock*.test.ts'],
    exclude: ['src/domain/model/backtest.test.ts', 'src/domain/model/walk-forward.test.ts'],
    setupFiles: ['tests/support/fail-on-console-error.ts'],
    testTimeout: 30_000,
  },
});
