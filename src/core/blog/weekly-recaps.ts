// Writes the weekly recap posts (issue 23): for each week of the latest season with a graded pick whose
// recap is due (the Tuesday after its last game, every result in) and not written yet, the recap is built
// from the record as it stood at that instant and stored once. The instant comes from the data, not from
// when the job happens to run, so a replay or a late run writes the same post.

import { listAlerts } from '../../db/repositories/alerts.ts';
import { insertGeneratedPost, recappedWeeks, seasonWeeks } from '../../db/repositories/blog-posts.ts';
import type { Executor } from '../../db/repositories/executor.ts';
import { lineSnapshots } from '../../db/repositories/odds.ts';
import { settledPickSeasons, settledPicks } from '../../db/repositories/past-picks.ts';
import { recapDueAt } from '../../domain/blog/recap-due.ts';
import { buildWeeklyRecap, RECAP_AUTHOR, type RecapAlerts } from '../../domain/blog/weekly-recap.ts';
import { MODEL_PARAMS } from '../../domain/model/params.ts';
import { pastPickView } from '../picks/past-pick-view.ts';

/** Alerts of a season's week, detected and graded by `asOf`; the ones that hit, in detection order. */
async function weekAlerts(db: Executor, season: number, week: number, asOf: Date): Promise<RecapAlerts> {
  const rows = await listAlerts(db, { asOf, season, week, limit: 1000 });
  const graded = rows.filter((r) => r.grade !== null).reverse();
  const count = (o: string) => graded.filter((r) => r.grade?.outcome === o).length;
  return {
    wins: count('win'),
    losses: count('loss'),
    pushes: count('push'),
    hits: graded.filter((r) => r.grade?.outcome === 'win').map((r) => ({ title: r.alert.title })),
  };
}

/** The recap of one week as of `asOf`, or undefined when the week has no settled pick then. */
export async function recapOf(db: Executor, season: number, week: number, asOf: Date) {
  const modelVersion = MODEL_PARAMS.version;
  const rows = await settledPicks(db, { modelVersion, season, week, asOf });
  if (rows.length === 0) return undefined;
  const lines = await lineSnapshots(
    db,
    rows.map((r) => r.prediction.gameId),
    asOf,
  );
  const picks = rows.map((r) => pastPickView(r, lines.get(r.prediction.gameId) ?? []));
  return buildWeeklyRecap({ season, week, picks, alerts: await weekAlerts(db, season, week, asOf) });
}

/** Writes every recap due at `now` and not written yet; returns how many this call wrote. */
export async function writeWeeklyRecaps(db: Executor, now: Date): Promise<{ written: number; due: number }> {
  const [season] = await settledPickSeasons(db, MODEL_PARAMS.version, now);
  if (season === undefined) return { written: 0, due: 0 };
  const done = await recappedWeeks(db, season);
  let written = 0;
  let due = 0;
  for (const w of await seasonWeeks(db, season)) {
    if (done.has(w.week) || w.finalKnownAt === null) continue;
    const asOf = new Date(Math.max(recapDueAt(w.lastKickoff).getTime(), w.finalKnownAt.getTime()));
    if (asOf > now) continue;
    const recap = await recapOf(db, season, w.week, asOf);
    if (!recap) continue;
    due += 1;
    const inserted = await insertGeneratedPost(db, {
      season,
      week: w.week,
      slug: recap.slug,
      title: recap.title,
      excerpt: recap.excerpt,
      author: RECAP_AUTHOR,
      tags: recap.tags,
      body: recap.body,
      publishedAt: asOf,
    });
    if (inserted) written += 1;
  }
  return { written, due };
}
