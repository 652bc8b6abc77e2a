// Alerts and their grades. Every read takes the clock's instant: an alert is visible from its
// detection (the capture of the newer value) and a grade from the moment the result was known.
import { and, desc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { AlertDraft, AlertType, Urgency } from '../../domain/alerts/alert.ts';
import { type AlertSummary, summariseAlerts } from '../../domain/alerts/alert-summary.ts';
import type { AlertGrade } from '../../domain/alerts/grade-alert.ts';
import { alertGrades, alerts } from '../schema/alerts.ts';
import { games } from '../schema/games.ts';
import type { WriteCounts } from './bulk-upsert.ts';
import type { Executor } from './executor.ts';
import { pairingKnown } from './pairing-known.ts';

const CHUNK = 500;

/** Stores new alerts; an alert whose key is already stored is left as it is (insert-only). */
export async function insertAlerts(db: Executor, drafts: readonly AlertDraft[]): Promise<WriteCounts> {
  let inserted = 0;
  for (let start = 0; start < drafts.length; start += CHUNK) {
    const rows = drafts.slice(start, start + CHUNK).map((d) => ({
      key: d.key,
      type: d.type,
      urgency: d.urgency,
      gameId: d.gameId,
      detectedAt: new Date(d.detectedAtMs),
      fromAt: d.fromAtMs === null ? null : new Date(d.fromAtMs),
      title: d.title,
      description: d.description,
      emoji: d.emoji,
      oldValue: d.oldValue,
      newValue: d.newValue,
      impact: d.impact,
      team: d.team,
      player: d.player,
      playerId: d.playerId,
      book: d.book,
      market: d.market,
      side: d.side,
      line: d.line,
      price: d.price,
      details: d.details,
    }));
    const result = await db
      .insert(alerts)
      .values(rows)
      .onConflictDoNothing({ target: alerts.key })
      .returning({ id: alerts.id });
    inserted += result.length;
  }
  return { inserted, updated: 0, unchanged: drafts.length - inserted };
}

export interface AlertQuery {
  asOf: Date;
  type?: AlertType;
  urgency?: Urgency;
  season?: number;
  week?: number;
  gameId?: string;
  limit?: number;
}

const visible = (q: AlertQuery) =>
  and(
    lte(alerts.detectedAt, q.asOf),
    q.type ? eq(alerts.type, q.type) : undefined,
    q.urgency ? eq(alerts.urgency, q.urgency) : undefined,
    q.season !== undefined ? eq(games.season, q.season) : undefined,
    q.week !== undefined ? eq(games.week, q.week) : undefined,
    q.gameId ? eq(alerts.gameId, q.gameId) : undefined,
    // No alert names a playoff game's teams before its pairing was decided (decision 087).
    pairingKnown(games, q.asOf),
  );

/**
 * The feed, newest first (GET /api/alerts): alerts detected by `asOf`, with their game and, when the
 * result was known by then, their grade.
 */
export async function listAlerts(db: Executor, q: AlertQuery) {
  const rows = await db
    .select({
      alert: alerts,
      season: games.season,
      week: games.week,
      homeTeam: games.homeTeam,
      awayTeam: games.awayTeam,
      kickoff: games.kickoff,
      grade: {
        outcome: alertGrades.outcome,
        units: alertGrades.units,
        price: alertGrades.price,
        homeScore: alertGrades.homeScore,
        awayScore: alertGrades.awayScore,
        knownAt: alertGrades.knownAt,
      },
    })
    .from(alerts)
    .innerJoin(games, eq(games.gameId, alerts.gameId))
    .leftJoin(alertGrades, and(eq(alertGrades.alertId, alerts.id), lte(alertGrades.knownAt, q.asOf)))
    .where(visible(q))
    .orderBy(desc(alerts.detectedAt), desc(alerts.id))
    .limit(q.limit ?? 200);
  return rows.map((r) => ({ ...r, grade: r.grade?.outcome ? r.grade : null }));
}
export type StoredAlert = Awaited<ReturnType<typeof listAlerts>>[number];

/** Alerts that imply a side, not yet graded, whose game's final score is known at `asOf`. */
export async function alertsToGrade(db: Executor, asOf: Date) {
  const rows = await db
    .select({
      id: alerts.id,
      market: alerts.market,
      side: alerts.side,
      line: alerts.line,
      price: alerts.price,
      homeScore: games.homeScore,
      awayScore: games.awayScore,
      resultKnownAt: games.resultKnownAt,
    })
    .from(alerts)
    .innerJoin(games, eq(games.gameId, alerts.gameId))
    .leftJoin(alertGrades, eq(alertGrades.alertId, alerts.id))
    .where(
      and(
        isNull(alertGrades.alertId),
        sql`${alerts.side} is not null and ${alerts.detectedAt} <= ${asOf}`,
        sql`${games.resultKnownAt} <= ${asOf} and ${games.homeScore} is not null and ${games.awayScore} is not null`,
      ),
    );
  return rows.flatMap((r) =>
    r.market && r.side && r.line !== null && r.homeScore !== null && r.awayScore !== null && r.resultKnownAt
      ? [
          {
            ...r,
            market: r.market,
            side: r.side,
            line: r.line,
            homeScore: r.homeScore,
            awayScore: r.awayScore,
            resultKnownAt: r.resultKnownAt,
          },
        ]
      : [],
  );
}

export interface AlertGradeRow extends AlertGrade {
  alertId: number;
  homeScore: number;
  awayScore: number;
  knownAt: Date;
}

export async function saveAlertGrades(
  db: Executor,
  rows: readonly AlertGradeRow[],
  gradedAt: Date,
): Promise<WriteCounts> {
  if (rows.length === 0) return { inserted: 0, updated: 0, unchanged: 0 };
  const result = await db
    .insert(alertGrades)
    .values(rows.map((r) => ({ ...r, gradedAt })))
    .onConflictDoNothing({ target: alertGrades.alertId })
    .returning({ id: alertGrades.alertId });
  return { inserted: result.length, updated: 0, unchanged: rows.length - result.length };
}

export interface AlertPanelSummary extends AlertSummary {
  byType: Record<AlertType, number>;
}

/**
 * The panel's figures for a season (or one week of it) as known at `asOf`: alerts by type, how many
 * were graded, the hit rate and the units (src/domain/alerts/alert-summary.ts).
 */
export async function alertSummary(
  db: Executor,
  q: { asOf: Date; season: number; week?: number },
): Promise<AlertPanelSummary> {
  const where = visible({ asOf: q.asOf, season: q.season, week: q.week });
  const counts = await db
    .select({ type: alerts.type, n: sql<number>`count(*)::int` })
    .from(alerts)
    .innerJoin(games, eq(games.gameId, alerts.gameId))
    .where(where)
    .groupBy(alerts.type);
  const grades = await db
    .select({
      outcome: alertGrades.outcome,
      units: alertGrades.units,
      // The alert had no price of its own: its grade counted the units at −110 (grade-alert.ts).
      priceAssumed: sql<boolean>`${alerts.price} is null`,
    })
    .from(alertGrades)
    .innerJoin(alerts, eq(alerts.id, alertGrades.alertId))
    .innerJoin(games, eq(games.gameId, alerts.gameId))
    .where(and(where, lte(alertGrades.knownAt, q.asOf)));
  const byType: Record<AlertType, number> = { line_movement: 0, injury: 0, weather: 0, sharp_money: 0 };
  for (const c of counts) byType[c.type] = c.n;
  const total = counts.reduce((s, c) => s + c.n, 0);
  return { ...summariseAlerts(total, grades), byType };
}
