import { date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Players keyed by nflverse's gsis id, with the id crosswalk to Sleeper, ESPN, PFR and others. */
export const players = pgTable(
  'players',
  {
    gsisId: text('gsis_id').primaryKey(),
    fullName: text('full_name').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    /** Lower-case name without punctuation, for matching names from books and DFS sites. */
    mergeName: text('merge_name'),
    position: text('position'),
    team: text('team'),
    status: text('status'),
    jerseyNumber: integer('jersey_number'),
    birthDate: date('birth_date'),
    heightIn: integer('height_in'),
    weightLb: integer('weight_lb'),
    college: text('college'),
    yearsExp: integer('years_exp'),
    headshotUrl: text('headshot_url'),
    sleeperId: text('sleeper_id'),
    espnId: text('espn_id'),
    pfrId: text('pfr_id'),
    yahooId: text('yahoo_id'),
    sportradarId: text('sportradar_id'),
    pffId: text('pff_id'),
    fantasyprosId: text('fantasypros_id'),
    /** Sleeper's injury_status ('Questionable', 'IR', …) and when we captured it. */
    injuryStatus: text('injury_status'),
    injuryStatusAt: timestamp('injury_status_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('players_sleeper_id_idx').on(t.sleeperId),
    index('players_espn_id_idx').on(t.espnId),
    index('players_pfr_id_idx').on(t.pfrId),
    index('players_merge_name_idx').on(t.mergeName),
  ],
);

/** A player's place on a team's roster in a season (nflverse rosters). */
export const rosterEntries = pgTable(
  'roster_entries',
  {
    season: integer('season').notNull(),
    gsisId: text('gsis_id').notNull(),
    team: text('team').notNull(),
    position: text('position'),
    depthChartPosition: text('depth_chart_position'),
    jerseyNumber: integer('jersey_number'),
    status: text('status'),
    /** The last week the roster file saw this player (the release file is a season snapshot). */
    week: integer('week'),
  },
  (t) => [
    primaryKey({ columns: [t.season, t.gsisId] }),
    index('roster_entries_team_idx').on(t.season, t.team),
  ],
);

/**
 * Weekly injury reports (nflverse) and current statuses (Sleeper). Visible from `reported_at`:
 * nflverse's date_modified, or the day before that team's game when the file lacks it.
 */
export const injuries = pgTable(
  'injuries',
  {
    source: text('source').notNull(),
    season: integer('season').notNull(),
    week: integer('week').notNull(),
    gameType: text('game_type').notNull(),
    team: text('team').notNull(),
    /** gsis id when known, else the source's own id ('sleeper:1234'). */
    playerKey: text('player_key').notNull(),
    gsisId: text('gsis_id'),
    fullName: text('full_name').notNull(),
    position: text('position'),
    reportPrimaryInjury: text('report_primary_injury'),
    reportSecondaryInjury: text('report_secondary_injury'),
    reportStatus: text('report_status'),
    practicePrimaryInjury: text('practice_primary_injury'),
    practiceSecondaryInjury: text('practice_secondary_injury'),
    practiceStatus: text('practice_status'),
    reportedAt: timestamp('reported_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('injuries_natural_key').on(t.source, t.season, t.week, t.team, t.playerKey),
    index('injuries_gsis_idx').on(t.gsisId),
  ],
);

/**
 * The DynastyProcess id crosswalk as published, every entry (players without a gsis id too: retired
 * players and practice-squad names an old DFS export may list). Keyed by its MFL id, which every entry has.
 */
export const playerCrosswalk = pgTable(
  'player_crosswalk',
  {
    mflId: text('mfl_id').primaryKey(),
    gsisId: text('gsis_id'),
    name: text('name').notNull(),
    position: text('position'),
    /** His team when the crosswalk was last updated (a free agent: none). */
    team: text('team'),
    /** The crosswalk's own season (its db_season): `team` is his team in it or since (decision 088). */
    season: integer('season'),
    birthDate: date('birth_date'),
    draftYear: integer('draft_year'),
  },
  (t) => [index('player_crosswalk_gsis_idx').on(t.gsisId)],
);
