// The model job's thread (decision 128): the job loads every game since 1999, decides, grades and
// rebuilds the record here, with a pool of its own, so the server's event loop only records the run.
// Started for one run and stopped after (score-model.ts); the model's calls run in place.
import { modelApi } from '../core/model/model-api.ts';
import { answerModelCallsHere } from '../core/model/model-task.ts';
import { serveApi } from '../core/model/worker-protocol.ts';
import { connectDatabase, type Database } from '../db/client.ts';
import {
  finishedSbrWorkbooks,
  rememberSbrWorkbooks,
  type SbrWorkbookParse,
} from './providers/sbr/sbr-workbook.ts';
import { type ModelJobTask, runFirstWeek, runModelJob } from './score-model.ts';

answerModelCallsHere(modelApi);

/**
 * Runs `job` with a pool of its own for the call. Its answer carries the SBR parses this thread made
 * (decision 159): the thread is stopped after the run, and the next run's thread would read the
 * workbooks again for the record at the open.
 */
async function withDatabase<T>(
  task: ModelJobTask,
  job: (db: Database, now: Date, config: ModelJobTask) => Promise<T>,
): Promise<T & { sbrWorkbooks: SbrWorkbookParse[] }> {
  const given = task.sbrWorkbooks ?? [];
  rememberSbrWorkbooks(given);
  // The loaders run a few queries at once; three connections, named so they show apart in pg_stat_activity.
  const db = connectDatabase(task.databaseUrl, { max: 3, applicationName: 'go-gorilla-model-job' });
  try {
    const result = await job(db, new Date(task.nowMs), task);
    const known = new Set(given.map((w) => `${w.file}|${w.stamp}`));
    const made = finishedSbrWorkbooks().filter((w) => !known.has(`${w.file}|${w.stamp}`));
    return { ...result, sbrWorkbooks: made };
  } finally {
    await db.close();
  }
}

const api = {
  modelJob: (task: ModelJobTask) => withDatabase(task, runModelJob),
  /** A replay's current week before the rest (decision 134). */
  firstWeek: (task: ModelJobTask) => withDatabase(task, runFirstWeek),
};

export type ModelJobApi = typeof api;

serveApi(api);
