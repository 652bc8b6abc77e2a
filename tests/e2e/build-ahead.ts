// The loaded databases other e2e files clone (tests/support/fixture-db.ts), built while the first files
// run, in a process of its own (decision 148): the e2e global set-up spawns this once its servers are
// ready. Built in Vitest's main process, as before, each finished ingest or model run bumped that
// process's data generation (src/core/data-changes.ts), which every e2e server living there shares, so
// the replay server's warm week board and every server's prepared answers were thrown away and built
// again by the next visitor: a screen-tour test. A file that asks for a fixture while it is being built
// waits for it (a PostgreSQL advisory lock); one that failed here is built by the file itself.
import { prebuildGameScreens } from '../support/game-screens-fixture.ts';
import { prebuildPack } from '../support/pack-fixtures.ts';
import { CAPTURE_CLOCK_START, captureLoad } from './capture-server.ts';

const testDb = JSON.parse(process.env.E2E_AHEAD_TEST_DB ?? '{}') as {
  superuserUrl: string;
  template: string;
};
const aheadFailed = (error: unknown) =>
  console.warn('e2e set-up: a fixture built ahead failed (the file that needs it builds it itself):', error);
await prebuildPack(testDb, captureLoad(CAPTURE_CLOCK_START)).catch(aheadFailed);
await prebuildGameScreens(testDb).catch(aheadFailed);
