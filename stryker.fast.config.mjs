// Mutation testing with the fast test set (vitest.mutation-fast.config.ts, decision 078): the whole of
// src/domain in one run, its score a lower bound of the full set's.
//   npm run test:mutation -- stryker.fast.config.mjs --concurrency 2
// Narrow it with --mutate as with the default config; it keeps its own incremental file.
import base from './stryker.config.mjs';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  ...base,
  vitest: { configFile: 'vitest.mutation-fast.config.ts' },
  mutate: ['src/domain/**/*.ts', '!src/domain/**/*.test.ts', '!src/domain/**/*.test-data.ts'],
  incrementalFile: 'reports/mutation/chunks/domain-fast.json',
  htmlReporter: { fileName: 'reports/mutation/domain-fast.html' },
};
