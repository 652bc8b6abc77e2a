// What a signed-in person keeps with their account beyond better-auth's tables (issue 11 points 2-3):
// the Profile's details, preferences and favourite teams, their uploaded avatar, and the model picks
// they saved. Both tables are personal data: account export lists them and deletion removes them
// (src/db/repositories/user-data.ts). See docs/decisions/051-avatar-storage.md and 053-saved-picks.md.
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  customType,
  doublePrecision,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { RISK_TOLERANCES } from '../../shared/risk-tolerance.ts';
import { users } from './auth.ts';
import { games } from './games.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** One row per person who saved anything on the Profile; a missing row reads as the defaults. */
export const userProfiles = pgTable(
  'user_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    substackUrl: text('substack_url'),
    /** The uploaded image, checked by its magic bytes (≤ 512 KB); null: initials are shown. */
    avatar: bytea('avatar'),
    avatarType: text('avatar_type', { enum: AVATAR_TYPES }),
    avatarUpdatedAt: timestamp('avatar_updated_at', { withTimezone: true }),
    // Spec 02 §3's six preferences. Mail about picks is on by default; marketing is opt-in only.
    emailAlerts: boolean('email_alerts').notNull().default(true),
    lineMovementAlerts: boolean('line_movement_alerts').notNull().default(true),
    injuryAlerts: boolean('injury_alerts').notNull().default(true),
    dfsAlerts: boolean('dfs_alerts').notNull().default(true),
    weeklyNewsletter: boolean('weekly_newsletter').notNull().default(false),
    marketingEmails: boolean('marketing_emails').notNull().default(false),
    /** Team codes (nflverse), in the order chosen; checked against the 32 by the API. */
    favoriteTeams: text('favorite_teams').array().notNull().default(sql`'{}'::text[]`),
    /** 'Your Personal Picks' (spec 01 §9): how much risk the person accepts (decision 071). */
    riskTolerance: text('risk_tolerance', { enum: RISK_TOLERANCES }).notNull().default('moderate'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('user_profiles_avatar_pair', sql`(${t.avatar} is null) = (${t.avatarType} is null)`),
    check(
      'user_profiles_risk_tolerance',
      sql`${t.riskTolerance} in ('conservative', 'moderate', 'aggressive')`,
    ),
    check('user_profiles_avatar_size', sql`${t.avatar} is null or octet_length(${t.avatar}) <= 524288`),
  ],
);

/**
 * A model pick a person saved from a game card: the pick as the model published it at that moment
 * (provisional picks can still change until kickoff). Graded straight up from the final score.
 */
export const savedPicks = pgTable(
  'saved_picks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gameId: text('game_id')
      .notNull()
      .references(() => games.gameId),
    modelVersion: text('model_version').notNull(),
    pickedTeam: text('picked_team').notNull(),
    /** The picked side's win probability, %, when saved. */
    confidencePct: doublePrecision('confidence_pct').notNull(),
    pickStatus: text('pick_status', { enum: ['provisional', 'locked'] }).notNull(),
    /** The app's clock (a replay saves "as of" its instant). */
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // Saving twice keeps one; also the index for a person's list (user_id leads).
    unique('saved_picks_user_game').on(t.userId, t.gameId),
    check('saved_picks_status_check', sql`${t.pickStatus} in ('provisional', 'locked')`),
  ],
);
