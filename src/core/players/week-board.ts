// One week's player board as known at one instant: every player expected to play (the DraftKings
// export's players and the teams' recent regulars), each with his projection, band and BioBoost, and
// the Top 5 of each slate. A season with weekly player lines uses the weekly model; one without (2025
// in the data pack) the fallback, and the board says which. The player routes serve this.
import { connectDatabase } from '../../db/client.ts';
import { salariesAsOf } from '../../db/repositories/dfs-salaries.ts';
import type { Executor } from '../../db/repositories/executor.ts';
import { SLATES, type Slate, slateOf } from '../../domain/dfs/slates.ts';
import { type DfsCandidate, topFive } from '../../domain/dfs/top-five.ts';
import type { ModelGame } from '../../domain/model/game.ts';
import { BAND_TABLES } from '../../domain/players/band-table.ts';
import type { PlayerBioBoost } from '../../domain/players/bioboost/player-bioboost.ts';
import { expectedPlayers } from '../../domain/players/expected-players.ts';
import { fallbackBioBoosts } from '../../domain/players/fallback/fallback-bioboost.ts';
import { expectedFromSnaps, inactive } from '../../domain/players/fallback/fallback-players.ts';
import { type FallbackData, fallbackProjections } from '../../domain/players/fallback/fallback-week.ts';
import { createInjuryLookup } from '../../domain/players/injury-status.ts';
import { skillPosition } from '../../domain/players/player-game.ts';
import type { PlayerProjection, ProjectionTarget } from '../../domain/players/project-player.ts';
import { bandOf } from '../../domain/players/projection-band.ts';
import { PROJECTION_PARAMS } from '../../domain/players/projection-params.ts';
import {
  expectedMarginLookup,
  type PlayerModelData,
  walkForwardPlayers,
} from '../../domain/players/walk-forward.ts';
import { loadFallbackData } from './fallback-data.ts';
import { loadPlayerData } from './player-data.ts';

export type Basis = 'weekly-lines' | 'snaps-and-last-season';

export const BASIS_NOTES: Record<Basis, string> = {
  'weekly-lines': 'Projected from each player’s weekly stat lines before kickoff.',
  'snaps-and-last-season':
    'No weekly player stats this season yet: projected from snap counts, team stats this season and last season’s rates.',
};

export interface BoardPlayer {
  projection: PlayerProjection;
  median: number;
  low: number;
  high: number;
  bioBoost: PlayerBioBoost | null;
  salary: number | null;
  slate: Slate | null;
  /** Cannot be picked: out or doubtful on the report, or (with snap counts) no snap in the team's last three games. */
  ruledOut: boolean;
}

export interface WeekBoard {
  season: number;
  week: number;
  asOf: string;
  basis: Basis;
  basisNote: string;
  players: BoardPlayer[];
  topFive: Record<Slate, ReturnType<typeof topFive>>;
  /** DraftKings slates whose salaries were public at `asOf`. */
  salarySlates: string[];
}

/** Everything the board reads from the database, as plain data (it crosses to a worker thread). */
export interface WeekBoardInputs {
  season: number;
  week: number;
  asOfMs: number;
  salaries: Awaited<ReturnType<typeof salariesAsOf>>;
  weekly: PlayerModelData;
  /** Only for a season without weekly lines. */
  fallback: FallbackData | null;
}

/**
 * A board to load and build on the model worker's thread: where to read (the pool's connection string)
 * and as of when. Plain data, so it crosses to the thread; the rows never cross back
 * (docs/decisions/118-week-board-off-main-thread.md).
 */
export interface WeekBoardTask {
  databaseUrl: string;
  season: number;
  week: number;
  asOfMs: number;
}

/**
 * Loads the inputs and builds the board where it is called (the model worker): reading and shaping a
 * hundred thousand rows blocked the server's event loop for longer than the build itself.
 */
export async function buildWeekBoardFromDatabase(task: WeekBoardTask): Promise<WeekBoard> {
  // A pool of its own for the duration of the build: the loaders run up to six queries at once.
  const db = connectDatabase(task.databaseUrl, { max: 3, applicationName: 'go-gorilla-board' });
  try {
    return computeWeekBoard(await loadWeekBoardInputs(db.orm, task.season, task.week, new Date(task.asOfMs)));
  } finally {
    await db.close();
  }
}

export async function loadWeekBoardInputs(
  db: Executor,
  season: number,
  week: number,
  asOf: Date,
  /** The projection audit asks for the fallback in a season with a few weekly lines (2025's week 1). */
  basis?: Basis,
): Promise<WeekBoardInputs> {
  const salaries = (await salariesAsOf(db, season, week, asOf)).filter(
    (r) => r.gsisId && skillPosition(r.position),
  );
  const loaded = await loadPlayerData(db, [season], asOf);
  const lines = loaded.history.filter((g) => g.season === season);
  const snapData =
    basis === 'weekly-lines' || lines.length === 0 ? null : await loadFallbackData(db, season, asOf);
  const chosen = basis ?? chooseBasis(lines, snapData?.snaps ?? []);
  const weekly =
    chosen === 'weekly-lines'
      ? loaded
      : { ...loaded, history: loaded.history.filter((g) => g.season !== season) };
  const fallback =
    chosen === 'weekly-lines' ? null : (snapData ?? (await loadFallbackData(db, season, asOf)));
  return { season, week, asOfMs: asOf.getTime(), salaries, weekly, fallback };
}

/**
 * The weekly lines of a season, unless its snap counts reach a later game: the pack holds 2025's week
 * 1 of lines and the whole season of snap counts, and a week-12 projection from one week of lines
 * (plus 2024's) ignored ten weeks of who played (decision 081). No lines: the snap counts.
 */
export function chooseBasis(
  lines: readonly { kickoffMs: number }[],
  snaps: readonly { kickoffMs: number }[],
): Basis {
  if (lines.length === 0) return 'snaps-and-last-season';
  const last = (rows: readonly { kickoffMs: number }[]) => rows.reduce((m, r) => Math.max(m, r.kickoffMs), 0);
  return last(snaps) > last(lines) ? 'snaps-and-last-season' : 'weekly-lines';
}

export async function buildWeekBoard(
  db: Executor,
  season: number,
  week: number,
  asOf: Date,
  basis?: Basis,
): Promise<WeekBoard> {
  return computeWeekBoard(await loadWeekBoardInputs(db, season, week, asOf, basis));
}

/** The CPU-heavy part (walk-forward, BioBoost, ggScore), pure: the server runs it on a worker thread. */
export function computeWeekBoard(inputs: WeekBoardInputs): WeekBoard {
  const { season, week, salaries, weekly, fallback } = inputs;
  const asOf = new Date(inputs.asOfMs);
  const salaryOf = new Map(salaries.map((r) => [r.gsisId as string, r]));
  const basis: Basis = fallback === null ? 'weekly-lines' : 'snaps-and-last-season';
  const weekGames = weekly.games.filter((g) => g.season === season && g.week === week);
  const fromSalaries = (known: readonly ProjectionTarget[]) => salaryTargets(salaries, weekGames, known);

  let rows: { projection: PlayerProjection; bioBoost: PlayerBioBoost | null }[];
  let injuriesFrom = weekly.injuries;
  let isInactive = (_t: ProjectionTarget) => false;
  if (fallback === null) {
    const expected = expectedPlayers(weekly.history, weekGames);
    const outlooks = walkForwardPlayers(weekly, [...expected, ...fromSalaries(expected)], PROJECTION_PARAMS, {
      bioBoost: true,
    });
    rows = outlooks.map((o) => ({ projection: o.projection, bioBoost: o.bioBoost ?? null }));
  } else {
    const data = fallback;
    const expected = expectedFromSnaps(data.snaps, weekGames);
    const outlooks = fallbackProjections(data, [...expected, ...fromSalaries(expected)], PROJECTION_PARAMS);
    const boosts = fallbackBioBoosts(data, outlooks);
    rows = outlooks.map((o) => ({ projection: o.projection, bioBoost: boosts.get(o) ?? null }));
    injuriesFrom = data.injuries;
    isInactive = (t) => inactive(data.snaps, t);
  }
  const injuries = createInjuryLookup(injuriesFrom);
  const players: BoardPlayer[] = rows.map(({ projection, bioBoost }) => {
    const t = projection.target;
    const band = bandOf(BAND_TABLES, projection);
    const status = injuries.status(t.season, t.week, t.team, { id: t.playerId, name: t.name }, t.kickoffMs);
    return {
      projection,
      ...band,
      bioBoost,
      salary: salaryOf.get(t.playerId)?.salary ?? null,
      slate: slateOf(new Date(t.kickoffMs)),
      ruledOut: status === 'OUT' || status === 'DOUBTFUL' || isInactive(t),
    };
  });
  const candidates = dfsCandidates(players, weekGames, basis, salaries.length > 0);
  return {
    season,
    week,
    asOf: asOf.toISOString(),
    basis,
    basisNote: BASIS_NOTES[basis],
    players,
    topFive: Object.fromEntries(SLATES.map((s) => [s, topFive(candidates, s, inputs.asOfMs)])) as Record<
      Slate,
      ReturnType<typeof topFive>
    >,
    salarySlates: [...new Set(salaries.map((r) => r.slate))],
  };
}

/** Salaried players the recent games did not show (a new signing, a rookie): projected too. */
function salaryTargets(
  salaries: Awaited<ReturnType<typeof salariesAsOf>>,
  games: readonly ModelGame[],
  known: readonly ProjectionTarget[],
): ProjectionTarget[] {
  const seen = new Set(known.map((t) => t.playerId));
  return salaries.flatMap((r) => {
    const position = skillPosition(r.position);
    const game =
      games.find((g) => g.id === r.gameId) ??
      games.find((g) => g.homeTeam === r.team || g.awayTeam === r.team);
    if (!position || !r.gsisId || !game || seen.has(r.gsisId)) return [];
    seen.add(r.gsisId);
    return {
      playerId: r.gsisId,
      name: r.playerName,
      position,
      team: r.team,
      opponent: game.homeTeam === r.team ? game.awayTeam : game.homeTeam,
      season: game.season,
      week: game.week,
      gameId: game.id,
      kickoffMs: game.kickoffMs,
    };
  });
}

function dfsCandidates(
  players: readonly BoardPlayer[],
  games: readonly ModelGame[],
  basis: Basis,
  salaried: boolean,
): DfsCandidate[] {
  const margin = expectedMarginLookup(games);
  const total = new Map(games.map((g) => [g.id, g.market.total]));
  return players.flatMap((p) => {
    const t = p.projection.target;
    // With an export, the Top 5 is drawn from its players; without, from everyone (the fallback list).
    if (!p.slate || (salaried && p.salary === null)) return [];
    return {
      id: t.playerId,
      name: t.name,
      position: t.position,
      team: t.team,
      opponent: t.opponent,
      gameId: t.gameId,
      kickoff: new Date(t.kickoffMs),
      slate: p.slate,
      salary: p.salary,
      median: p.median,
      low: p.low,
      high: p.high,
      opponentRatio: p.projection.opponentRatio,
      matchup: basis === 'weekly-lines' ? 'position' : 'points',
      bioBoost: p.bioBoost?.score ?? null,
      gameTotal: total.get(t.gameId) ?? null,
      teamMargin: margin(t.gameId, t.team),
      ruledOut: p.ruledOut,
    };
  });
}
