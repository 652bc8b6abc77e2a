// Mutation testing beyond the domain (decision 108): one folder of src/server or src/db at a time,
// each against its own fast test set (vitest.mutation-server.config.ts: no PostgreSQL), its own
// incremental file and its own HTML report.
//   npm run test:mutation:auth | test:mutation:plugins | test:mutation:repositories | test:mutation:routes
// (= MUTATION_FOLDER=<folder> stryker run stryker.server.config.mjs); narrow with --mutate as usual.
import base from './stryker.config.mjs';
import { MUTATION_FOLDERS } from './stryker.folders.mjs';

const folder = process.env.MUTATION_FOLDER ?? '';
const scope = MUTATION_FOLDERS[folder];
if (!scope) {
  throw new Error(
    `MUTATION_FOLDER must be one of ${Object.keys(MUTATION_FOLDERS).join(', ')} (got '${folder}')`,
  );
}

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  ...base,
  vitest: { configFile: 'vitest.mutation-server.config.ts' },
  mutate: [`${scope.dir}/*.ts`, `!${scope.dir}/*.test.ts`, ...scope.leftOut.map((f) => `!${scope.dir}/${f}`)],
  incrementalFile: `reports/mutation/chunks/${folder}.json`,
  htmlReporter: { fileName: `reports/mutation/${folder}.html` },
};
