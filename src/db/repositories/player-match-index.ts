// What the DFS importer matches salary rows against: every player with the names sources give him,
// the teams players were on by season and week, and the site ids matched by earlier imports.
import { and, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { CandidatePlayer, TeamStint } from '../../domain/dfs/player-match.ts';
import { dfsSalaries } from '../schema/dfs.ts';
import { games } from '../schema/games.ts';
import { playerCrosswalk, players } from '../schema/players.ts';
import type { Executor } from './executor.ts';

/** Our players (with every name the sources give them) and the crosswalk's players without a gsis id. */
export async function matchCandidates(db: Executor): Promise<CandidatePlayer[]> {
  const ours = await db
    .select({
      gsisId: players.gsisId,
      fullName: players.fullName,
      firstName: players.firstName,
      lastName: players.lastName,
      position: players.position,
      birthDate: players.birthDate,
      crosswalkName: playerCrosswalk.name,
      draftYear: playerCrosswalk.draftYear,
    })
    .from(players)
    .leftJoin(playerCrosswalk, eq(playerCrosswalk.gsisId, players.gsisId));
  const byGsis = new Map<string, CandidatePlayer>();
  for (const r of ours) {
    const seen = byGsis.get(r.gsisId);
    const names = [r.fullName, ...(r.firstName && r.lastName ? [`${r.firstName} ${r.lastName}`] : [])];
    if (r.crosswalkName) names.push(r.crosswalkName);
    byGsis.set(r.gsisId, {
      key: r.gsisId,
      gsisId: r.gsisId,
      names: [...new Set([...(seen?.names ?? []), ...names])],
      position: r.position,
      birthDate: r.birthDate,
      draftYear: r.draftYear ?? seen?.draftYear ?? null,
    });
  }
  const crosswalkOnly = await db
    .select({
      mflId: playerCrosswalk.mflId,
      name: playerCrosswalk.name,
      position: playerCrosswalk.position,
      birthDate: playerCrosswalk.birthDate,
      draftYear: playerCrosswalk.draftYear,
    })
    .from(playerCrosswalk)
    .where(isNull(playerCrosswalk.gsisId));
  return [
    ...byGsis.values(),
    ...crosswalkOnly.map((r) => ({
      key: `mfl:${r.mflId}`,
      gsisId: null,
      names: [r.name],
      position: r.position,
      birthDate: r.birthDate,
      draftYear: r.draftYear,
    })),
  ];
}

/**
 * The team each player was on in `seasons`, by week where a source says (weekly stats, snap counts
 * through the crosswalk's PFR id) and for the season where only a roster does (week null); and the id
 * crosswalk's team for its own season, for gsis players and entries without one alike (the matcher
 * counts it only for a player the other sources do not place that season: decision 088).
 */
export async function teamStints(db: Executor, seasons: readonly number[]): Promise<TeamStint[]> {
  if (seasons.length === 0) return [];
  const list = sql.join(
    seasons.map((s) => sql`${s}`),
    sql`, `,
  );
  const { rows } = await db.execute<{
    player_key: string;
    season: number;
    week: number | null;
    team: string;
    last_known: boolean;
  }>(sql`
    select player_id as player_key, season, week, team, false as last_known
      from player_week_stats where season in (${list})
    union
    select p.gsis_id, s.season, s.week, s.team, false from snap_counts s join players p on p.pfr_id = s.pfr_player_id
      where s.season in (${list})
    union
    select gsis_id, season, null::int as week, team, false from roster_entries where season in (${list})
    union
    select coalesce(gsis_id, 'mfl:' || mfl_id), season, null::int, team, true from player_crosswalk
      where season in (${list}) and team is not null`);
  return rows.map((r) => ({
    playerKey: r.player_key,
    season: Number(r.season),
    week: r.week,
    team: r.team,
    ...(r.last_known ? { lastKnown: true as const } : {}),
  }));
}

/**
 * Site player ids matched by imports of that site's other slates (one player each). The slate being
 * imported is left out, so importing it again reaches the same matches the same way.
 */
export async function knownSiteIds(
  db: Executor,
  site: string,
  exceptSlate: string,
): Promise<Map<string, string>> {
  const rows = await db
    .selectDistinct({ id: dfsSalaries.sitePlayerId, gsisId: dfsSalaries.playerKey })
    .from(dfsSalaries)
    .where(
      and(eq(dfsSalaries.site, site), ne(dfsSalaries.slate, exceptSlate), isNotNull(dfsSalaries.playerKey)),
    );
  const out = new Map<string, string | null>();
  for (const r of rows) {
    const seen = out.get(r.id);
    out.set(r.id, seen === undefined || seen === r.gsisId ? (r.gsisId as string) : null);
  }
  return new Map([...out].filter((e): e is [string, string] => e[1] !== null));
}

/** Games of any season between these teams (home, away), to place an export that carries no dates. */
export function gamesOfPairings(db: Executor, pairs: readonly { home: string; away: string }[]) {
  if (pairs.length === 0) return Promise.resolve([]);
  const cond = sql.join(
    pairs.map((p) => sql`(${games.homeTeam} = ${p.home} and ${games.awayTeam} = ${p.away})`),
    sql` or `,
  );
  return db
    .select({
      gameId: games.gameId,
      season: games.season,
      week: games.week,
      kickoff: games.kickoff,
      homeTeam: games.homeTeam,
      awayTeam: games.awayTeam,
    })
    .from(games)
    .where(sql`(${cond})`);
}
