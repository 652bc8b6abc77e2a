// Community challenges (issue 11 point 6, docs/decisions/069-challenge-scoring.md and
// 070-challenge-membership.md): a challenge is a period and a market category; members are scored from
// their own locked contributor picks in it, so nothing about a result is stored here. Entries are in
// virtual "Jungle coins" only: no money changes hands.
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { CHALLENGE_KINDS, CHALLENGE_PERIODS } from '../../shared/api/challenges.ts';
import { users } from './auth.ts';

export const challenges = pgTable(
  'challenges',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    kind: text('kind', { enum: CHALLENGE_KINDS }).notNull(),
    period: text('period', { enum: CHALLENGE_PERIODS }).notNull(),
    /** Picks locked in [starts_at, ends_at) count. */
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** Tournaments only: the most members it takes. */
    capacity: integer('capacity'),
    /** Virtual Jungle coins; 0 is a free challenge. */
    entryCoins: integer('entry_coins').notNull().default(0),
    /** Null once the creator deletes their account: the challenge and its members stay. */
    creatorId: uuid('creator_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('challenges_creator_idx').on(t.creatorId, t.createdAt),
    index('challenges_ends_idx').on(t.endsAt),
    check('challenges_kind_known', sql`${t.kind} in ('pickem', 'spreads', 'props')`),
    check('challenges_period_known', sql`${t.period} in ('daily', 'weekly', 'season', 'tournament')`),
    check('challenges_window', sql`${t.endsAt} > ${t.startsAt}`),
    check(
      'challenges_capacity_tournament',
      sql`(${t.period} = 'tournament') = (${t.capacity} is not null) and coalesce(${t.capacity}, 2) >= 2`,
    ),
    check('challenges_entry_coins', sql`${t.entryCoins} >= 0`),
  ],
);

export const challengeMembers = pgTable(
  'challenge_members',
  {
    challengeId: bigint('challenge_id', { mode: 'number' })
      .notNull()
      .references(() => challenges.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.challengeId, t.userId] }),
    index('challenge_members_user_idx').on(t.userId),
  ],
);

export const userFollows = pgTable(
  'user_follows',
  {
    followerId: uuid('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followeeId: uuid('followee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.followeeId] }),
    index('user_follows_followee_idx').on(t.followeeId),
    check('user_follows_not_self', sql`${t.followerId} <> ${t.followeeId}`),
  ],
);
