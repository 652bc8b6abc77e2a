// The Top 5's record on weeks with results: for each week and slate, the actual DraftKings points of
// the five players each list picked (a player who did not play scores 0), for three lists drawn from
// the same pool (expected to play, not ruled out, a salary known): by ggScore, by projection alone, and
// the naive list (highest season average so far). Salaries are the real export's where one exists,
// else estimated by the salary model (salary-model.ts), and the report counts which.

import { RESULT_KNOWN_AFTER_MS } from '../model/walk-forward.ts';
import { expectedPlayers } from '../players/expected-players.ts';
import { draftKingsPoints } from '../players/fantasy-scoring.ts';
import { createInjuryLookup } from '../players/injury-status.ts';
import type { PlayerGame } from '../players/player-game.ts';
import { type BandTables, bandOf } from '../players/projection-band.ts';
import type { ProjectionParams } from '../players/projection-params.ts';
import { expectedMarginLookup, type PlayerModelData, walkForwardPlayers } from '../players/walk-forward.ts';
import { estimateSalary, type SalaryModel } from './salary-model.ts';
import { SLATES, type Slate, slateOf } from './slates.ts';
import { type DfsCandidate, scoreCandidates, TOP_FIVE, takeTopFive } from './top-five.ts';

export type Strategy = 'ggScore' | 'projection' | 'naive';
export const STRATEGIES: readonly Strategy[] = ['ggScore', 'projection', 'naive'];

export interface StrategyRecord {
  strategy: Strategy;
  picks: number;
  /** Mean actual DraftKings points per pick. */
  pointsPerPick: number;
  /** Actual points per $1,000 of the picks' salaries. */
  pointsPerThousand: number;
}

export interface SlateRecord {
  slate: Slate;
  slateWeeks: number;
  strategies: StrategyRecord[];
}

export interface DfsBacktestReport {
  seasons: number[];
  weeks: number;
  slates: SlateRecord[];
  salaries: { real: number; estimated: number };
}

export interface DfsBacktestInput {
  data: PlayerModelData;
  seasons: readonly number[];
  params: ProjectionParams;
  bands: BandTables;
  /** A real salary for a player in a week, when an export holds one. */
  realSalary: (season: number, week: number, playerId: string) => number | null;
  salaryModel: SalaryModel;
}

export function dfsBacktest(input: DfsBacktestInput): DfsBacktestReport {
  const { data } = input;
  const games = data.games.filter(
    (g) => input.seasons.includes(g.season) && g.gameType === 'REG' && g.result !== null,
  );
  const resultWeeks = new Set(data.history.map((g) => `${g.season}|${g.week}`));
  const weekGames = games.filter(
    (g) => resultWeeks.has(`${g.season}|${g.week}`) && slateOf(new Date(g.kickoffMs)),
  );
  const targets = expectedPlayers(data.history, weekGames);
  const outlooks = walkForwardPlayers(data, targets, input.params, { bioBoost: true });
  const actual = new Map(data.history.map((g) => [`${g.playerId}|${g.gameId}`, draftKingsPoints(g.line)]));
  const injuries = createInjuryLookup(data.injuries);
  const margin = expectedMarginLookup(data.games);
  const byId = new Map(data.games.map((g) => [g.id, g]));
  const seasonAverage = seasonAverages(data.history);
  const salaries = { real: 0, estimated: 0 };

  const pools = new Map<string, DfsCandidate[]>();
  for (const o of outlooks) {
    const t = o.projection.target;
    const game = byId.get(t.gameId);
    const slate = slateOf(new Date(t.kickoffMs));
    if (!game || !slate) continue;
    const real = input.realSalary(t.season, t.week, t.playerId);
    const salary =
      real ?? estimateSalary(input.salaryModel, t.position, seasonAverage(t.playerId, t.season, t.kickoffMs));
    if (salary === null) continue;
    salaries[real === null ? 'estimated' : 'real'] += 1;
    const band = bandOf(input.bands, o.projection);
    const status = injuries.status(t.season, t.week, t.team, { id: t.playerId, name: t.name }, t.kickoffMs);
    const key = `${t.season}|${t.week}|${slate}`;
    pools.set(key, [
      ...(pools.get(key) ?? []),
      {
        id: t.playerId,
        name: t.name,
        position: t.position,
        team: t.team,
        opponent: t.opponent,
        gameId: t.gameId,
        kickoff: new Date(t.kickoffMs),
        slate,
        salary,
        median: band.median,
        low: band.low,
        high: band.high,
        opponentRatio: o.projection.opponentRatio,
        bioBoost: o.bioBoost?.score ?? null,
        gameTotal: game.market.total,
        teamMargin: margin(t.gameId, t.team),
        ruledOut: status === 'OUT' || status === 'DOUBTFUL',
      },
    ]);
  }

  const totals = new Map<string, { weeks: number; picks: number; points: number; salary: number }>();
  for (const [key, pool] of pools) {
    const [season, , slate] = key.split('|');
    const scored = scoreCandidates(pool);
    const points = (c: DfsCandidate) => actual.get(`${c.id}|${c.gameId}`) ?? 0;
    const lists: Record<Strategy, DfsCandidate[]> = {
      ggScore: [...scored]
        .sort((a, b) => b.ggScore - a.ggScore || a.candidate.id.localeCompare(b.candidate.id))
        .map((p) => p.candidate),
      projection: scored
        .map((p) => p.candidate)
        .sort((a, b) => b.median - a.median || a.id.localeCompare(b.id)),
      naive: scored
        .map((p) => ({
          c: p.candidate,
          avg: seasonAverage(p.candidate.id, Number(season), p.candidate.kickoff.getTime()),
        }))
        .filter((x): x is { c: DfsCandidate; avg: number } => x.avg !== null)
        .sort((a, b) => b.avg - a.avg || a.c.id.localeCompare(b.c.id))
        .map((x) => x.c),
    };
    for (const strategy of STRATEGIES) {
      const picks = takeTopFive(lists[strategy], (c) => c.position);
      if (picks.length < TOP_FIVE) continue;
      const k = `${slate}|${strategy}`;
      const t = totals.get(k) ?? { weeks: 0, picks: 0, points: 0, salary: 0 };
      t.weeks += 1;
      t.picks += picks.length;
      t.points += picks.reduce((a, c) => a + points(c), 0);
      t.salary += picks.reduce((a, c) => a + (c.salary ?? 0), 0);
      totals.set(k, t);
    }
  }
  return {
    seasons: [...input.seasons],
    weeks: new Set(weekGames.map((g) => `${g.season}|${g.week}`)).size,
    slates: SLATES.map((slate) => ({
      slate,
      slateWeeks: totals.get(`${slate}|ggScore`)?.weeks ?? 0,
      strategies: STRATEGIES.map((strategy) => {
        const t = totals.get(`${slate}|${strategy}`) ?? { weeks: 0, picks: 0, points: 0, salary: 0 };
        return {
          strategy,
          picks: t.picks,
          pointsPerPick: t.picks > 0 ? t.points / t.picks : 0,
          pointsPerThousand: t.salary > 0 ? t.points / (t.salary / 1000) : 0,
        };
      }),
    })),
    salaries,
  };
}

/** His average DraftKings points this season before a kickoff (null before his first game). */
function seasonAverages(history: readonly PlayerGame[]) {
  const byPlayer = new Map<string, PlayerGame[]>();
  // Stryker disable next-line ArrayDeclaration: equivalent: a non-game in the list has no season, so no average reads it
  for (const g of history) byPlayer.set(g.playerId, [...(byPlayer.get(g.playerId) ?? []), g]);
  return (playerId: string, season: number, kickoffMs: number): number | null => {
    // Stryker disable next-line ArrayDeclaration: equivalent: a non-game in the list has no season, so the filter drops it
    const games = (byPlayer.get(playerId) ?? []).filter(
      (g) => g.season === season && g.kickoffMs + RESULT_KNOWN_AFTER_MS <= kickoffMs,
    );
    return games.length ? games.reduce((a, g) => a + draftKingsPoints(g.line), 0) / games.length : null;
  };
}
