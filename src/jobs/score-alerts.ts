// The alerts job: recompute every alert the captured data supports for the games around now (or a
// whole season) from what was known at the clock, store the ones not stored yet (natural keys, so a
// re-run adds nothing), then grade stored alerts that imply a side once their game's result is known.
// Deterministic from the snapshots: alerts computed at a later clock include the earlier ones unchanged.
import {
  alertGames,
  injuryReportsAsOf,
  qbStartsAsOf,
  snapSharesAsOf,
  weatherReadings,
} from '../db/repositories/alert-inputs.ts';
import { alertsToGrade, insertAlerts, saveAlertGrades } from '../db/repositories/alerts.ts';
import type { Executor } from '../db/repositories/executor.ts';
import { lineSnapshots } from '../db/repositories/odds.ts';
import {
  type AlertDraft,
  type AlertGame,
  byDetection,
  type LineAlertConfig,
} from '../domain/alerts/alert.ts';
import { gradeAlert } from '../domain/alerts/grade-alert.ts';
import { injuryAlerts, starterIndex } from '../domain/alerts/injury-changes.ts';
import { lineMoveAlerts } from '../domain/alerts/line-moves.ts';
import { steamAlerts } from '../domain/alerts/steam.ts';
import { weatherAlerts } from '../domain/alerts/weather-crossings.ts';
import type { IngestContext } from './ingest-context.ts';
import { type RunSummary, recordRun } from './run-recorder.ts';

export const ALERTS_SOURCE = 'alerts';
const DAY = 86_400_000;
/** Games this far back are still scanned (late captures, grades) and this far ahead (early lines). */
export const ALERT_WINDOW = { pastMs: 10 * DAY, aheadMs: 14 * DAY };

/** Every alert the data known at `asOf` supports for these games. Pure reads, no writes. */
export async function computeAlerts(
  db: Executor,
  games: AlertGame[],
  asOf: Date,
  config: LineAlertConfig,
): Promise<{ alerts: AlertDraft[]; injuryUnknownRole: number }> {
  const ids = games.map((g) => g.gameId);
  const seasons = [...new Set(games.map((g) => g.season))];
  const [lines, weather, reports, snaps, qbs] = await Promise.all([
    lineSnapshots(db, ids, asOf),
    weatherReadings(db, ids, asOf),
    injuryReportsAsOf(db, seasons, asOf),
    snapSharesAsOf(db, seasons, asOf),
    qbStartsAsOf(db, seasons, asOf),
  ]);
  const out: AlertDraft[] = [];
  for (const game of games) {
    const snapshots = lines.get(game.gameId) ?? [];
    out.push(...lineMoveAlerts(game, snapshots, config), ...steamAlerts(game, snapshots, config));
    out.push(...weatherAlerts(game, weather.get(game.gameId) ?? []));
  }
  const byTeamWeek = new Map<string, AlertGame>();
  for (const g of games)
    for (const team of [g.homeTeam, g.awayTeam]) byTeamWeek.set(`${g.season}|${g.week}|${team}`, g);
  const injuries = injuryAlerts(
    reports,
    (season, week, team) => byTeamWeek.get(`${season}|${week}|${team}`),
    starterIndex(snaps, qbs),
  );
  out.push(...injuries.alerts);
  return {
    alerts: out.filter((a) => a.detectedAtMs <= asOf.getTime()).sort(byDetection),
    injuryUnknownRole: injuries.unknownRole,
  };
}

export function scoreAlerts(
  ctx: Pick<IngestContext, 'db' | 'clock' | 'config' | 'progress'>,
  options: { season?: number } = {},
): Promise<RunSummary> {
  return recordRun(ctx, ALERTS_SOURCE, async () => {
    const now = ctx.clock.now();
    const db = ctx.db.orm;
    const games = await alertGames(
      db,
      options.season !== undefined
        ? { season: options.season }
        : {
            from: new Date(now.getTime() - ALERT_WINDOW.pastMs),
            to: new Date(now.getTime() + ALERT_WINDOW.aheadMs),
          },
    );
    const { alerts, injuryUnknownRole } = await computeAlerts(db, games, now, ctx.config.alerts);
    const stored = await insertAlerts(db, alerts);

    const toGrade = await alertsToGrade(db, now);
    const grades = toGrade.map((a) => ({
      alertId: a.id,
      ...gradeAlert(a, { homeScore: a.homeScore, awayScore: a.awayScore }),
      homeScore: a.homeScore,
      awayScore: a.awayScore,
      knownAt: a.resultKnownAt,
    }));
    const graded = await saveAlertGrades(db, grades, now);
    const byType: Record<string, number> = {};
    for (const a of alerts) byType[a.type] = (byType[a.type] ?? 0) + 1;
    return {
      counts: { inserted: stored.inserted + graded.inserted, updated: 0, unchanged: stored.unchanged },
      dataAsOf: now,
      details: {
        games: games.length,
        found: alerts.length,
        stored: stored.inserted,
        graded: graded.inserted,
        byType,
        injuryChangesWithUnknownRole: injuryUnknownRole,
      },
    };
  });
}
