// When a game's pairing was known (decision 082). The regular season's schedule is published months
// ahead; a playoff game's teams are decided by the round before it. nflverse's schedule file, assembled
// later, already holds every round, so a playoff game is visible only once every game of the week
// before it (week 18 for the Wild Card round, each round for the next) has a known result at the
// instant: before that nobody knew who would play. A preceding game without a result keeps it hidden.
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { undecidedPairingsNote } from '../../domain/playoff-pairings.ts';
import type { Executor } from './executor.ts';

/** The game's columns: the `games` table itself, or raw references such as `sql.raw('g.season')`. */
export interface GameColumns {
  season: SQLWrapper;
  week: SQLWrapper;
  gameType: SQLWrapper;
}

/** The same, for a raw query whose games table is aliased `g`. */
export const RAW_G: GameColumns = {
  season: sql.raw('g.season'),
  week: sql.raw('g.week'),
  gameType: sql.raw('g.game_type'),
};

export function pairingKnown(g: GameColumns, asOf: Date): SQL {
  return sql`(${g.gameType} = 'REG' or not exists (
    select 1 from games prev
    where prev.season = ${g.season} and prev.week = ${g.week} - 1
      and (prev.result_known_at is null or prev.result_known_at > ${asOf})))`;
}

/** The week's games whose pairing was not decided at `asOf`, by round (none: an empty list). */
export async function undecidedPairings(
  db: Executor,
  season: number,
  week: number,
  asOf: Date,
): Promise<{ gameType: string; games: number }[]> {
  const { rows } = await db.execute<{ game_type: string; n: number }>(sql`
    select g.game_type, count(*)::int as n from games g
    where g.season = ${season} and g.week = ${week}
      and not ${pairingKnown(RAW_G, asOf)}
    group by g.game_type order by g.game_type`);
  return rows.map((r) => ({ gameType: r.game_type, games: r.n }));
}

/** The week's note when some of its playoff games are not decided yet (decision 082). */
export async function undecidedNote(db: Executor, season: number, week: number, asOf: Date) {
  const rounds = await undecidedPairings(db, season, week, asOf);
  const hidden = rounds.reduce((n, r) => n + r.games, 0);
  return rounds[0] ? undecidedPairingsNote(rounds[0].gameType, hidden) : undefined;
}
