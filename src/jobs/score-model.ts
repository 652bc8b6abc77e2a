// The model job: freeze the pick of every game that has kicked off (computed from what was known
// before its kickoff, written once, never rewritten), grade every pick whose final score is known, and
// refresh the public backtest report when the results it is built from changed.

import { loadModelInputs } from '../core/model/model-inputs.ts';
import { walkForwardInWorker } from '../core/model/model-task.ts';
import { gradeStored, toPredictionInsert } from '../core/model/prediction-rows.ts';
import { buildReport, planReport } from '../core/model/report.ts';
import { latestReport, saveReport } from '../db/repositories/model-reports.ts';
import {
  insertPredictions,
  lockedGameIds,
  saveGrades,
  ungradedWithResults,
} from '../db/repositories/predictions.ts';
import { MODEL_PARAMS } from '../domain/model/params.ts';
import type { IngestContext } from './ingest-context.ts';
import { type RunSummary, recordRun } from './run-recorder.ts';

export const MODEL_SOURCE = 'model';

export function scoreModel(
  ctx: Pick<IngestContext, 'db' | 'clock' | 'log' | 'progress'>,
): Promise<RunSummary> {
  return recordRun(ctx, MODEL_SOURCE, async () => {
    const now = ctx.clock.now();
    const db = ctx.db.orm;
    const inputs = await loadModelInputs(db, now);

    // 1. Freeze: every game that kicked off by now and has no stored pick yet.
    const locked = await lockedGameIds(db, MODEL_PARAMS.version);
    const due = (g: { id: string; kickoffMs: number }) => g.kickoffMs <= now.getTime() && !locked.has(g.id);
    const toFreeze = new Set(inputs.games.filter(due).map((g) => g.id));
    let frozen = 0;
    if (toFreeze.size > 0) {
      const ids = [...toFreeze];
      const picks = await walkForwardInWorker({
        games: inputs.games,
        params: MODEL_PARAMS,
        asOfMs: now.getTime(),
        explainIds: ids,
        keepIds: ids,
      });
      const rows = picks.filter((p) => p.locked && toFreeze.has(p.gameId)).map(toPredictionInsert);
      frozen = (await insertPredictions(db, rows)).inserted;
    }

    // 2. Grade: stored picks whose final score is known now.
    const ungraded = await ungradedWithResults(db, MODEL_PARAMS.version, now);
    const grades = ungraded.flatMap((row) =>
      row.homeScore === null || row.awayScore === null
        ? []
        : [gradeStored(row, { homeScore: row.homeScore, awayScore: row.awayScore })],
    );
    const graded = await saveGrades(db, MODEL_PARAMS.version, grades, now);

    // 3. Report: recomputed only when the results behind it changed.
    let reportUpdated = false;
    const plan = await planReport(db, inputs);
    const previous = await latestReport(db, MODEL_PARAMS.version, now);
    if (plan && previous?.dataKey !== plan.dataKey) {
      await saveReport(db, {
        modelVersion: MODEL_PARAMS.version,
        asOf: now,
        fromSeason: plan.range.fromSeason,
        toSeason: plan.range.toSeason,
        dataKey: plan.dataKey,
        report: await buildReport(plan),
      });
      reportUpdated = true;
    }
    return {
      counts: { inserted: frozen, updated: graded, unchanged: 0 },
      dataAsOf: now,
      details: { frozen, graded, reportUpdated, modelVersion: MODEL_PARAMS.version },
    };
  });
}
