import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertProperty } from '../../../tests/support/property.ts';
import type { ModelGame } from './game.ts';
import { createLeagueState, teamState } from './league-state.ts';
import { MODEL_PARAMS } from './params.ts';
import { predictGame } from './predict-game.ts';
import { sampleGame } from './sample-game.test-data.ts';
import { buildScheduleFacts } from './schedule-facts.ts';

const game = sampleGame;

function predict(g: ModelGame, ratings: { home: number; away: number } = { home: 2, away: 1 }) {
  const league = createLeagueState(MODEL_PARAMS);
  teamState(league, 'KC', g.season, MODEL_PARAMS).rating = ratings.home;
  teamState(league, 'BUF', g.season, MODEL_PARAMS).rating = ratings.away;
  const facts = buildScheduleFacts([g]).get(g.id);
  if (!facts) throw new Error('no facts');
  return predictGame(league, g, facts, MODEL_PARAMS, {
    explain: true,
    predictedAtMs: g.kickoffMs,
    locked: true,
  });
}

describe('predictGame', () => {
  it('blends ratings with the market line and keeps the pieces consistent', () => {
    const p = predict(game());
    const f = p.factors;
    expect(f.ratingMargin).toBeCloseTo(1 + MODEL_PARAMS.homeField.start, 10);
    const blended = MODEL_PARAMS.marketWeight * 3 + (1 - MODEL_PARAMS.marketWeight) * f.ratingMargin;
    expect(p.predictedMargin).toBeCloseTo(blended + f.bioBoostPoints, 10);
    expect(p.spread?.edge).toBeCloseTo(p.predictedMargin - 3, 10);
    expect(p.winner).toBe('home');
    expect(p.winnerTeam).toBe('KC');
    expect(p.confidence.percent).toBe(Math.round(100 * p.homeWinProbability));
  });

  it('writes commentary from the actual factors', () => {
    const p = predict(game());
    expect(p.commentary).toContain('The market has Chiefs −3');
    expect(p.commentary).toContain('Weather: 20°F, wind 22 mph (wind).');
    expect(p.commentary).toContain(`against a total of 47.5: ${p.total?.pick}`);
    const noLine = predict(game({ market: { spread: null, total: null }, roof: 'dome' }));
    expect(noLine.commentary).toContain('No market line yet');
    expect(noLine.commentary).not.toContain('Weather');
    expect(noLine.spread).toBeNull();
  });

  it("names the injuries when a report takes a fifth of a lineup, and lowers that team's recovery", () => {
    const out = (playerName: string, position: string, rank?: number) => ({
      playerName,
      position,
      status: 'OUT' as const,
      weeksInjured: 1,
      isStarter: true,
      ...(rank === undefined ? {} : { rank }),
    });
    // QB .95 + WR1 .7 + T .75·1.3 (the guard is out too) + G .6·1.3, each ×1.1 for a first week: 28.1%.
    const away = [
      out('Josh Allen', 'QB'),
      out('Khalil Shakir', 'WR', 1),
      out('Dion Dawkins', 'T'),
      out('Guard', 'G'),
    ];
    const p = predict(game({ injuries: { home: [], away } }));
    expect(p.commentary).toContain(
      "The Bills' injury report takes 28% of a full lineup's weight, without QB Josh Allen, WR1 Khalil Shakir, T Dion Dawkins.",
    );
    expect(p.bioBoost.away.inputs.recovery.value ?? Number.NaN).toBeCloseTo(
      100 - (100 * 1.1 * (0.95 + 0.7 + 1.3 * 1.35)) / 13.35,
      10,
    );
    // The home side's report designates nobody: recovery unknown, not a measured 100 (decision 085).
    expect(p.bioBoost.home.inputs.recovery.value).toBeNull();
    const mild = predict(game({ injuries: { home: [], away: away.slice(0, 1) } }));
    expect(mild.commentary).not.toContain('injury report');
  });

  it('a higher market line or a better home rating never lowers the home win probability', () => {
    // The counterexample of seed 1227089860 (a bump of one ulp once lowered the probability by one).
    const a = predict(game({ market: { spread: -9.5, total: 44 } }), {
      home: 2.3301049256740924e-7,
      away: 0,
    });
    const b = predict(game({ market: { spread: -9.5 + 8.881784197001254e-16, total: 44 } }), {
      home: 2.3301049256740924e-7,
      away: 0,
    });
    expect(b.homeWinProbability).toBeGreaterThanOrEqual(a.homeWinProbability);
    assertProperty(
      fc.property(
        fc.integer({ min: -30, max: 30 }).map((n) => n / 2),
        fc.double({ min: 0, max: 10, noNaN: true }),
        fc.double({ min: -10, max: 10, noNaN: true }),
        (line, bump, rating) => {
          const a = predict(game({ market: { spread: line, total: 44 } }), { home: rating, away: 0 });
          const b = predict(game({ market: { spread: line + bump, total: 44 } }), { home: rating, away: 0 });
          const c = predict(game({ market: { spread: line, total: 44 } }), { home: rating + bump, away: 0 });
          const inRange = a.homeWinProbability > 0 && a.homeWinProbability < 1;
          return (
            inRange &&
            b.homeWinProbability >= a.homeWinProbability &&
            c.homeWinProbability >= a.homeWinProbability
          );
        },
      ),
      { numRuns: 200 },
    );
  });
});
