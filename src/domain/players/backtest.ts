// The projection's record: mean absolute error of its DraftKings median per position and season,
// against the two naive projections (season-to-date average, last-three average) on the same
// player-weeks, and how often the actual score fell inside the 80% band. Player-weeks before a
// player's first game of the season have no naive projection; they are counted apart.

import { naiveBaselines } from './baselines.ts';
import { draftKingsPoints } from './fantasy-scoring.ts';
import type { PlayerGame, SkillPosition } from './player-game.ts';
import { type BandTables, bandOf } from './projection-band.ts';
import type { ProjectionParams } from './projection-params.ts';
import { type PlayerModelData, walkForwardProjections } from './walk-forward.ts';

export interface PositionRecord {
  season: number;
  position: SkillPosition;
  playerWeeks: number;
  /** Mean absolute error, DraftKings points. */
  model: number;
  seasonToDate: number;
  lastThree: number;
  /** 1 − model / the better baseline (0.1 = 10% lower error). */
  gain: number;
  /** Share of actual scores inside the projection's 10th–90th percentile band. */
  bandCoverage: number;
  /** Player-weeks without a naive projection (first game of the season): the model's error there. */
  firstGames: number;
  firstGamesModel: number | null;
}

export interface ProjectionPair {
  target: PlayerGame;
  expected: number;
  actual: number;
  /** His games this season read by the projection (0: his first game of the season). */
  gamesThisSeason: number;
}

/** Walk-forward expected points and actual points for every regular-season player-week of `seasons`. */
export function projectionPairs(
  data: PlayerModelData,
  seasons: readonly number[],
  params: ProjectionParams,
): ProjectionPair[] {
  const targets = data.history.filter((g) => seasons.includes(g.season) && g.week <= 18);
  const byTarget = new Map(targets.map((g) => [`${g.playerId}|${g.gameId}`, g]));
  return walkForwardProjections(data.history, data.games, targets, params, data.injuries).map((p) => {
    const key = `${p.target.playerId}|${p.target.gameId}`;
    const target = byTarget.get(key);
    // Each projection is of one of `targets`: a miss is a bug in the walk-forward, not a row to skip.
    if (!target) throw new Error(`projection of ${key}, which is not a target`);
    return {
      target,
      expected: p.draftKings,
      actual: draftKingsPoints(target.line),
      gamesThisSeason: p.gamesThisSeason,
    };
  });
}

export function positionRecords(
  pairs: readonly ProjectionPair[],
  history: readonly PlayerGame[],
  bands: BandTables,
): PositionRecord[] {
  const byPlayer = new Map<string, PlayerGame[]>();
  for (const g of history) byPlayer.set(g.playerId, [...(byPlayer.get(g.playerId) ?? []), g]);
  const acc = new Map<
    string,
    {
      season: number;
      position: SkillPosition;
      n: number;
      m: number;
      s: number;
      l: number;
      inBand: number;
      fn: number;
      fm: number;
    }
  >();
  for (const { target: t, expected, actual, gamesThisSeason } of pairs) {
    const key = `${t.season}|${t.position}`;
    const a = acc.get(key) ?? {
      season: t.season,
      position: t.position,
      n: 0,
      m: 0,
      s: 0,
      l: 0,
      inBand: 0,
      fn: 0,
      fm: 0,
    };
    acc.set(key, a);
    const band = bandOf(bands, { target: t, gamesThisSeason, draftKings: expected });
    const b = naiveBaselines(byPlayer.get(t.playerId) ?? [], t.season, t.kickoffMs, (g) =>
      draftKingsPoints(g.line),
    );
    if (!b) {
      a.fn += 1;
      a.fm += Math.abs(band.median - actual);
      continue;
    }
    a.n += 1;
    a.m += Math.abs(band.median - actual);
    a.s += Math.abs(b.seasonToDate - actual);
    a.l += Math.abs(b.lastThree - actual);
    a.inBand += actual >= band.low && actual <= band.high ? 1 : 0;
  }
  return [...acc.values()]
    .map((a) => {
      const { season, position } = a;
      const better = Math.min(a.s, a.l);
      return {
        season,
        position,
        playerWeeks: a.n,
        model: a.m / a.n,
        seasonToDate: a.s / a.n,
        lastThree: a.l / a.n,
        gain: better > 0 ? 1 - a.m / better : 0,
        bandCoverage: a.inBand / a.n,
        firstGames: a.fn,
        firstGamesModel: a.fn > 0 ? a.fm / a.fn : null,
      };
    })
    .sort(
      (x, y) =>
        x.season - y.season || POSITION_ORDER.indexOf(x.position) - POSITION_ORDER.indexOf(y.position),
    );
}

const POSITION_ORDER: readonly SkillPosition[] = ['QB', 'RB', 'WR', 'TE'];
