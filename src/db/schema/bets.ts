// The bet tracker and responsible-gaming controls (issue 11 points 8 and 9). Money in whole cents.
// A bet's result is not stored: it is computed from the game's final score as known at the clock,
// so it settles by itself and a replay shows what was known then (docs/decisions/058-responsible-gaming.md).
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { games } from './games.ts';

export const userBets = pgTable(
  'user_bets',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gameId: text('game_id')
      .notNull()
      .references(() => games.gameId),
    book: text('book').notNull(),
    market: text('market', { enum: ['spreads', 'totals', 'h2h'] }).notNull(),
    side: text('side', { enum: ['home', 'away', 'over', 'under'] }).notNull(),
    /** The backed side's own handicap (spreads) or the total; null for moneylines. */
    line: doublePrecision('line'),
    price: integer('price').notNull(),
    stakeCents: integer('stake_cents').notNull(),
    /** When the person says they placed it. */
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull(),
    /** When it was logged here (real time): weekly limits count by this, not by placed_at. */
    loggedAt: timestamp('logged_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('user_bets_user_idx').on(t.userId, t.loggedAt),
    check('user_bets_market_known', sql`${t.market} in ('spreads', 'totals', 'h2h')`),
    check('user_bets_side_fits_market', sql`(${t.market} = 'totals') = (${t.side} in ('over', 'under'))`),
    check('user_bets_line_fits_market', sql`(${t.market} = 'h2h') = (${t.line} is null)`),
    check('user_bets_price_real', sql`abs(${t.price}) >= 100`),
    check('user_bets_stake_positive', sql`${t.stakeCents} > 0`),
  ],
);

/** The tracker's own settings (bankroll, max bet, weekly limits), apart from the profile. */
export const userBettingSettings = pgTable(
  'user_betting_settings',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    bankrollCents: integer('bankroll_cents'),
    maxBetCents: integer('max_bet_cents'),
    weeklyStakeLimitCents: integer('weekly_stake_limit_cents'),
    weeklyLossLimitCents: integer('weekly_loss_limit_cents'),
    /**
     * A raise of the limits waiting its 24 hours (decision 094): both limits as they will be from
     * `pendingLimitsAt` (null there: no limit). Null `pendingLimitsAt`: nothing pending.
     */
    pendingStakeLimitCents: integer('pending_stake_limit_cents'),
    pendingLossLimitCents: integer('pending_loss_limit_cents'),
    pendingLimitsAt: timestamp('pending_limits_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check(
      'user_betting_settings_positive',
      sql`coalesce(${t.bankrollCents}, 1) > 0 and coalesce(${t.maxBetCents}, 1) > 0
        and coalesce(${t.weeklyStakeLimitCents}, 0) >= 0 and coalesce(${t.weeklyLossLimitCents}, 0) >= 0
        and coalesce(${t.pendingStakeLimitCents}, 0) >= 0 and coalesce(${t.pendingLossLimitCents}, 0) >= 0`,
    ),
  ],
);

/**
 * Self-exclusions that outlive the account (decision 094): the HMAC-SHA256 of the normalised address
 * under RG_REGISTRY_SECRET (never the address), and when the longest exclusion ends (null: never).
 * No foreign key: deleting the account leaves the row. Rows are swept a year after they end.
 */
export const rgExclusionRegistry = pgTable('rg_exclusion_registry', {
  emailHmac: text('email_hmac').primaryKey(),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * Cool-offs and self-exclusions, append-only: a trigger refuses UPDATE, and the API only inserts a
 * break that ends later than the one in force, so none can be shortened. Rows go with the account.
 */
export const userRgBreaks = pgTable(
  'user_rg_breaks',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['cool_off', 'self_exclusion'] }).notNull(),
    /** '24h' | '7d' | '30d' | '6m' | 'permanent', as chosen. */
    period: text('period').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** Null: permanent. */
    endsAt: timestamp('ends_at', { withTimezone: true }),
  },
  (t) => [
    index('user_rg_breaks_user_idx').on(t.userId),
    check('user_rg_breaks_kind_known', sql`${t.kind} in ('cool_off', 'self_exclusion')`),
    check('user_rg_breaks_ends_after_start', sql`${t.endsAt} is null or ${t.endsAt} > ${t.startsAt}`),
  ],
);
