import { describe, expect, it } from 'vitest';
import { loadNflGames } from '../../../tests/support/nfl-schedule-fixture.ts';
import type { ModelGame } from './game.ts';
import { MODEL_PARAMS } from './params.ts';
import { tuesdayBefore } from './pick-time.ts';
import { buildScheduleFacts } from './schedule-facts.ts';
import { predictWeek, RESULT_KNOWN_AFTER_MS, walkForward } from './walk-forward.ts';

// Real data: the 2012–2016 seasons, with commentary on, so that words cannot leak either.
const games = loadNflGames({ fromSeason: 2012, toSeason: 2016 });
const facts = buildScheduleFacts(games);
const run = (list: readonly ModelGame[]) => walkForward(list, { params: MODEL_PARAMS, facts, explain: true });

describe('walk-forward leakage', () => {
  it('changing one result never changes any prediction made before that game kicked off', {
    timeout: 60_000,
  }, () => {
    const target = games.find((g) => g.id === '2014_09_DEN_NE');
    if (!target?.result) throw new Error('fixture game missing');
    const flipped = games.map((g) =>
      g.id === target.id ? { ...g, result: { homeScore: 0, awayScore: 45 } } : g,
    );
    const before = run(games);
    const after = run(flipped);
    expect(after).toHaveLength(before.length);

    const earlier = before.filter((p) => p.kickoffMs < target.kickoffMs + RESULT_KNOWN_AFTER_MS);
    expect(earlier.length).toBe(666); // 2012, 2013 and 2014 up to week 9
    for (const p of earlier) expect(after.find((q) => q.gameId === p.gameId)).toEqual(p);

    // Not vacuous: the Patriots' next game does see the new result.
    const next = before.find(
      (p) => p.kickoffMs > target.kickoffMs && (p.homeTeam === 'NE' || p.awayTeam === 'NE'),
    );
    const nextAfter = after.find((q) => q.gameId === next?.gameId);
    expect(nextAfter?.homeWinProbability).not.toBe(next?.homeWinProbability);
  });

  it('as of an instant, results known only later are never read', { timeout: 60_000 }, () => {
    const asOf = Date.parse('2015-11-18T12:00:00Z');
    const erased = games.map((g) =>
      g.kickoffMs + RESULT_KNOWN_AFTER_MS > asOf ? { ...g, result: null } : g,
    );
    const week = { season: 2015, week: 11 };
    expect(predictWeek(games, week, asOf, MODEL_PARAMS)).toEqual(
      predictWeek(erased, week, asOf, MODEL_PARAMS),
    );
  });
});

describe('picks at the open (pickAtMs: the Tuesday before)', () => {
  it("a Sunday pick made on Tuesday does not see the same week's Thursday result", {
    timeout: 60_000,
  }, () => {
    // 2015 week 11: TEN@JAX on Thursday 2015-11-19; JAX's week-12 game and every Sunday game of
    // week 11 are picked on Tuesday 2015-11-17, before it. Flipping TEN@JAX changes none of the week-11
    // picks at the open.
    const thursday = games.find((g) => g.id === '2015_11_TEN_JAX');
    if (!thursday?.result) throw new Error('fixture game missing');
    const flipped = games.map((g) =>
      g.id === thursday.id ? { ...g, result: { homeScore: 0, awayScore: 45 } } : g,
    );
    const atOpen = (list: readonly ModelGame[]) =>
      walkForward(list, { params: MODEL_PARAMS, facts, pickAtMs: (g) => tuesdayBefore(g.kickoffMs) });
    const week11 = (list: readonly ModelGame[]) =>
      atOpen(list).filter((p) => p.season === 2015 && p.week === 11);
    expect(week11(flipped)).toEqual(week11(games));
    // Not vacuous: JAX's week-12 pick, made Tuesday 2015-11-24, does see the new result.
    const next = (list: readonly ModelGame[]) => atOpen(list).find((p) => p.gameId === '2015_12_SD_JAX');
    expect(next(flipped)?.homeWinProbability).not.toBe(next(games)?.homeWinProbability);
    for (const p of week11(games)) expect(p.predictedAtMs).toBe(Date.parse('2015-11-17T12:00:00Z'));
  });
});

describe('the live week (NOW=2025-11-19T12:00:00Z)', () => {
  const season2025 = loadNflGames({ fromSeason: 2024, toSeason: 2025 });
  const asOf = Date.parse('2025-11-19T12:00:00Z');

  it('predicts every week-12 game, provisional and explained', { timeout: 60_000 }, () => {
    const week12 = predictWeek(season2025, { season: 2025, week: 12 }, asOf, MODEL_PARAMS);
    const scheduled = season2025.filter((g) => g.season === 2025 && g.week === 12);
    expect(week12.map((p) => p.gameId).sort()).toEqual(scheduled.map((g) => g.id).sort());
    for (const p of week12) {
      expect(p.locked).toBe(false);
      expect(p.predictedAtMs).toBe(asOf);
      expect(p.commentary.length).toBeGreaterThan(100);
    }
  });

  it('has locked, gradeable picks for weeks 1–11', { timeout: 60_000 }, () => {
    const all = walkForward(season2025, { params: MODEL_PARAMS, asOfMs: asOf });
    const early = all.filter((p) => p.season === 2025 && p.week <= 11);
    expect(early.length).toBe(season2025.filter((g) => g.season === 2025 && g.week <= 11).length);
    expect(early.every((p) => p.locked && p.predictedAtMs === p.kickoffMs)).toBe(true);
  });
});
