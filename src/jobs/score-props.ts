// The props job: decide every quoted prop whose game has kicked off (a pick when informed, otherwise
// "no pick published"; written once, never rewritten), grade picks from the weekly stat lines, and
// refresh the median view's record when the player lines changed (docs/decisions/063–064).

import { weekBoardFromDatabaseInWorker } from '../core/model/model-task.ts';
import { loadWeekProps } from '../core/props/load-week-props.ts';
import { buildMedianReport } from '../core/props/median-report.ts';
import { propDecisionRows } from '../core/props/prop-decisions.ts';
import { gameTimeline } from '../db/repositories/freeze-inputs.ts';
import { propQuotesAsOf, weekGameIds, weeksWithKickedOffProps } from '../db/repositories/prop-lines.ts';
import {
  decidedPropKeys,
  insertPropDecisions,
  latestPropReport,
  propKey,
  savePropGrades,
  savePropReport,
  ungradedPropPicks,
} from '../db/repositories/prop-picks.ts';
import { statLineFromNflverse } from '../domain/players/stat-line.ts';
import { gradeProp } from '../domain/props/grade-prop.ts';
import { isPropMarket, PROP_MARKET_INFO } from '../domain/props/prop-markets.ts';
import { PROP_MODEL_VERSION } from '../domain/props/prop-pick.ts';
import type { IngestContext } from './ingest-context.ts';
import { type RunSummary, recordRun } from './run-recorder.ts';

export const PROPS_SOURCE = 'props';

export function scoreProps(
  ctx: Pick<IngestContext, 'db' | 'clock' | 'log' | 'progress' | 'config' | 'runOwner'>,
  options: { medianReport?: boolean } = {},
): Promise<RunSummary> {
  return recordRun(ctx, PROPS_SOURCE, async () => {
    const now = ctx.clock.now();
    const db = ctx.db.orm;

    // 1. Decide at kickoff, once per quoted prop. The board built now projects a kicked-off game from
    //    what was known before its kickoff (walk-forward), and quotes are read as of the kickoff.
    let frozen = 0;
    let withheld = 0;
    const weeks = await weeksWithKickedOffProps(db, now);
    const timeline = weeks.length ? await gameTimeline(db) : [];
    const kickoff = new Map(timeline.map((g) => [g.gameId, g.kickoffMs]));
    for (const w of weeks) {
      const kicked = (await weekGameIds(db, w.season, w.week, now)).filter(
        (id) => (kickoff.get(id) ?? Infinity) <= now.getTime(),
      );
      const done = await decidedPropKeys(db, PROP_MODEL_VERSION, kicked);
      // Nothing new to decide: skip the board build (seconds).
      if ((await propQuotesAsOf(db, kicked, now)).length <= done.size) continue;
      const board = await weekBoardFromDatabaseInWorker({
        databaseUrl: ctx.db.url,
        season: w.season,
        week: w.week,
        asOfMs: now.getTime(),
      });
      const open = new Set(kicked);
      const props = (await loadWeekProps(db, board, now)).filter((p) => p.quote && open.has(p.gameId));
      const rows = propDecisionRows(props, timeline, w.season, w.week, ctx.config.freezeLineMaxAgeMs).filter(
        (r) => !done.has(propKey(r)),
      );
      // Insert-only: a decision already on the record (another instance got there first) stays as it is.
      await insertPropDecisions(db, rows);
      frozen += rows.filter((r) => r.status === 'pick').length;
      withheld += rows.filter((r) => r.status === 'no_pick').length;
    }

    // 2. Grade: picks whose game is final and whose player has a stat line. A player who did not play
    //    has none and stays ungraded (books void such bets).
    const grades = (await ungradedPropPicks(db, PROP_MODEL_VERSION, now)).flatMap((r) => {
      if (!isPropMarket(r.market)) return [];
      const actual = PROP_MARKET_INFO[r.market].stat(statLineFromNflverse(r.stats));
      return [{ ...r, actual, outcome: gradeProp(r.side, r.line, actual) }];
    });
    const graded = await savePropGrades(db, PROP_MODEL_VERSION, grades, now);

    // 3. The median view's record, when the player lines behind it changed.
    let reportUpdated = false;
    if (options.medianReport !== false) {
      const previous = await latestPropReport(db, PROP_MODEL_VERSION, now);
      const next = await buildMedianReport(db, now, previous?.dataKey);
      if (next) {
        await savePropReport(db, { modelVersion: PROP_MODEL_VERSION, asOf: now, ...next });
        reportUpdated = true;
      }
    }
    return {
      counts: { inserted: frozen + withheld, updated: graded, unchanged: 0 },
      dataAsOf: now,
      details: {
        weeks: weeks.length,
        frozen,
        noPick: withheld,
        graded,
        reportUpdated,
        version: PROP_MODEL_VERSION,
      },
    };
  });
}
