import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { ModelReport } from '../../shared/api/model-report.ts';
import type { PredictionFactorsView, TeamBioBoostView } from '../../shared/api/predictions.ts';
import { games } from './games.ts';

const OUTCOMES = ['win', 'loss', 'push'] as const;

/** What a frozen pick shows beside its figures: both teams' BioBoost with reasons, the model's factors. */
export interface PredictionDetails {
  bioBoost: { home: TeamBioBoostView; away: TeamBioBoostView };
  factors: PredictionFactorsView;
}

/**
 * One pick per game and model version, written when the game kicks off (frozen) and never rewritten:
 * a trigger (migration 0002) refuses any change but the grade. Provisional picks for games not yet
 * started are computed on request and not stored.
 */
export const predictions = pgTable(
  'predictions',
  {
    gameId: text('game_id')
      .notNull()
      .references(() => games.gameId),
    modelVersion: text('model_version').notNull(),
    /** The instant whose knowledge the pick reflects: the kickoff. */
    predictedAt: timestamp('predicted_at', { withTimezone: true }).notNull(),
    /**
     * Real time (the database's clock, not the app's) when the row was written. Earlier than kickoff
     * means the pick was published before the game; later means it was computed afterwards from data
     * known before kickoff (history, replays, downtime).
     */
    writtenAt: timestamp('written_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
    homeWinProbability: doublePrecision('home_win_probability').notNull(),
    winnerTeam: text('winner_team').notNull(),
    confidence: text('confidence', { enum: ['HIGH', 'MEDIUM', 'LOW'] }).notNull(),
    /** The percentage shown with the tier: the picked side's win probability. */
    confidencePct: doublePrecision('confidence_pct').notNull(),
    predictedMargin: doublePrecision('predicted_margin').notNull(),
    predictedTotal: doublePrecision('predicted_total').notNull(),
    spreadLine: doublePrecision('spread_line'),
    spreadPickTeam: text('spread_pick_team'),
    spreadEdge: doublePrecision('spread_edge'),
    /**
     * American odds of the picked side at `spread_line`, as the book whose line it is quoted it
     * (decision 117); null when that source recorded none, and on every pick frozen before 0023.
     */
    spreadPrice: integer('spread_price'),
    totalLine: doublePrecision('total_line'),
    totalPick: text('total_pick', { enum: ['OVER', 'UNDER'] }),
    totalEdge: doublePrecision('total_edge'),
    /** American odds of the picked side at `total_line`; null as for `spread_price`. */
    totalPrice: integer('total_price'),
    homeBioBoost: doublePrecision('home_bioboost').notNull(),
    awayBioBoost: doublePrecision('away_bioboost').notNull(),
    /** The BioBoost inputs with their reasons and the model's factors, as shown with the pick. */
    details: jsonb('details').$type<PredictionDetails>().notNull(),
    commentary: text('commentary').notNull(),
    // The grade: the only columns that may change after the pick is written.
    homeScore: integer('home_score'),
    awayScore: integer('away_score'),
    straightUp: text('straight_up', { enum: OUTCOMES }),
    againstSpread: text('against_spread', { enum: OUTCOMES }),
    totalResult: text('total_result', { enum: OUTCOMES }),
    gradedAt: timestamp('graded_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.gameId, t.modelVersion] }),
    index('predictions_predicted_at_idx').on(t.predictedAt),
    check('predictions_confidence_check', sql`${t.confidence} in ('HIGH', 'MEDIUM', 'LOW')`),
    check('predictions_total_pick_check', sql`${t.totalPick} in ('OVER', 'UNDER')`),
    check(
      'predictions_grades_check',
      sql`${t.straightUp} in ('win', 'loss', 'push') and ${t.againstSpread} in ('win', 'loss', 'push') and ${t.totalResult} in ('win', 'loss', 'push')`,
    ),
  ],
);

/**
 * The backtest report the /model page shows, computed by the scoring job as of an instant. A new row
 * is written only when the results it is built from changed (`data_key`).
 */
export const modelReports = pgTable(
  'model_reports',
  {
    modelVersion: text('model_version').notNull(),
    asOf: timestamp('as_of', { withTimezone: true }).notNull(),
    fromSeason: integer('from_season').notNull(),
    toSeason: integer('to_season').notNull(),
    /** Fingerprint of the inputs: games with known results and their lines as of `as_of`. */
    dataKey: text('data_key').notNull(),
    report: jsonb('report').$type<ModelReport>().notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (t) => [primaryKey({ columns: [t.modelVersion, t.asOf] })],
);

/** FiveThirtyEight's published pre-game Elo probabilities (1920–2020), for the public comparison. */
export const elo538Games = pgTable(
  'elo538_games',
  {
    date: date('date').notNull(),
    season: integer('season').notNull(),
    neutral: boolean('neutral').notNull(),
    playoff: boolean('playoff').notNull(),
    team1: text('team1').notNull(),
    team2: text('team2').notNull(),
    elo1: doublePrecision('elo1').notNull(),
    elo2: doublePrecision('elo2').notNull(),
    /** 538's probability that team1 (the home team unless neutral) wins. */
    eloProb1: doublePrecision('elo_prob1').notNull(),
  },
  (t) => [primaryKey({ columns: [t.date, t.team1, t.team2] }), index('elo538_games_season_idx').on(t.season)],
);
