// The `api-shared` files' set-up (decision 138): a file that calls the model job may share its worker
// process with the next file only because the job's thread is gone once `scoreModel` answers. A file
// that ends with a run still going (a call not awaited, a test timed out mid-run) would leave a thread
// writing to a database its afterAll dropped while the next file runs: it fails here instead.
import { afterAll } from 'vitest';
import { runningModelJob } from '../../src/jobs/score-model.ts';

afterAll(() => {
  if (runningModelJob())
    throw new Error('a model job thread is still running after this file: await scoreModel before it ends');
});
