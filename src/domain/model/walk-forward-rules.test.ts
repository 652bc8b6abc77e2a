// The walk-forward rules on a handful of made-up games (walk-forward.test.ts checks the same on the real
// schedule, too slowly to run against every mutant): when a result becomes known, when a pick locks,
// and which instant a pick speaks for.
import { describe, expect, it } from 'vitest';
import type { ModelGame } from './game.ts';
import { MODEL_PARAMS } from './params.ts';
import { predictWeek, RESULT_KNOWN_AFTER_MS, walkForward } from './walk-forward.ts';

const HOUR = 3_600_000;
const T0 = Date.parse('2030-09-15T17:00:00Z'); // a Sunday, 1 pm in New York
const venue = {
  id: 'KAN00',
  latitude: 39.049,
  longitude: -94.484,
  timeZone: 'America/Chicago',
  country: 'US',
};

const game = (id: string, kickoffMs: number, home: string, away: string, over: Partial<ModelGame> = {}) =>
  ({
    id,
    season: 2030,
    week: 2,
    gameType: 'REG',
    kickoffMs,
    homeTeam: home,
    awayTeam: away,
    neutralSite: false,
    divisional: false,
    venue,
    roof: 'dome',
    weather: { temperatureF: null, windMph: null, humidityPct: null },
    market: { spread: null, total: null },
    result: null,
    ...over,
  }) satisfies ModelGame;

// KC beat BUF by 35 at 1 pm; KC plays again at 4:25 pm (result not yet known: games last ~3¼ hours)
// and at 5 pm (exactly RESULT_KNOWN_AFTER_MS later: known).
const opener = game('2030_02_BUF_KC', T0, 'KC', 'BUF', { result: { homeScore: 42, awayScore: 7 } });
const sameAfternoon = game('2030_02_DEN_KC', T0 + 3.5 * HOUR, 'KC', 'DEN');
const atHorizon = game('2030_02_LV_KC', T0 + RESULT_KNOWN_AFTER_MS, 'KC', 'LV');
const nextWeek = game('2030_03_KC_MIA', T0 + 7 * 24 * HOUR, 'MIA', 'KC', { week: 3 });
const games = [nextWeek, atHorizon, opener, sameAfternoon]; // any order in, kickoff order out
const unplayed = games.map((g) => ({ ...g, result: null }));

const run = (list: readonly ModelGame[], asOfMs?: number) =>
  new Map(walkForward(list, { params: MODEL_PARAMS, asOfMs }).map((p) => [p.gameId, p]));

describe('walk-forward rules', () => {
  it('predicts in kickoff order, whatever order the games come in', () => {
    expect(walkForward(games, { params: MODEL_PARAMS }).map((p) => p.gameId)).toEqual([
      opener.id,
      sameAfternoon.id,
      atHorizon.id,
      nextWeek.id,
    ]);
  });

  it('learns a result exactly RESULT_KNOWN_AFTER_MS after its kickoff, not before', () => {
    const played = run(games);
    const blind = run(unplayed);
    // 3½ hours after the opener its result is not known: the 4:25 pick is as if it were unplayed.
    expect(played.get(sameAfternoon.id)).toEqual(blind.get(sameAfternoon.id));
    // At exactly four hours it is: a 35-point win raises KC's chances.
    const known = played.get(atHorizon.id)?.homeWinProbability ?? 0;
    expect(known).toBeGreaterThan(blind.get(atHorizon.id)?.homeWinProbability ?? 1);
    expect(played.get(atHorizon.id)?.factors.homeRating).toBeGreaterThan(0);
    expect(blind.get(atHorizon.id)?.factors.homeRating).toBe(0);
  });

  it('locks a pick at its kickoff exactly, and dates it at the kickoff', () => {
    const before = run(games, sameAfternoon.kickoffMs - 1);
    expect(before.get(opener.id)).toMatchObject({ locked: true, predictedAtMs: opener.kickoffMs });
    expect(before.get(sameAfternoon.id)).toMatchObject({
      locked: false,
      predictedAtMs: sameAfternoon.kickoffMs - 1,
    });
    const at = run(games, sameAfternoon.kickoffMs);
    expect(at.get(sameAfternoon.id)).toMatchObject({ locked: true, predictedAtMs: sameAfternoon.kickoffMs });
    expect(at.get(nextWeek.id)).toMatchObject({ locked: false, predictedAtMs: sameAfternoon.kickoffMs });
  });

  it('as of an instant, reads no result that was not known by then', () => {
    const asOf = opener.kickoffMs + RESULT_KNOWN_AFTER_MS - 1;
    expect(run(games, asOf).get(nextWeek.id)).toEqual(run(unplayed, asOf).get(nextWeek.id));
    const later = run(games, opener.kickoffMs + RESULT_KNOWN_AFTER_MS).get(nextWeek.id);
    expect(later?.homeWinProbability).toBeLessThan(
      run(unplayed, asOf).get(nextWeek.id)?.homeWinProbability ?? 0,
    );
  });

  it('explains only the games asked for, and a week lists only its own games', () => {
    const explained = walkForward(games, { params: MODEL_PARAMS, explain: (g) => g.id === nextWeek.id });
    const text = new Map(explained.map((p) => [p.gameId, p.commentary]));
    expect(text.get(nextWeek.id)).not.toBe('');
    expect(text.get(opener.id)).toBe('');
    const week3 = predictWeek(games, { season: 2030, week: 3 }, T0, MODEL_PARAMS);
    expect(week3.map((p) => p.gameId)).toEqual([nextWeek.id]);
    expect(week3[0]?.commentary).not.toBe('');
    expect(week3[0]?.predictedAtMs).toBe(T0);
    // Without being asked, no words at all (the fit runs thousands of games).
    expect(walkForward(games, { params: MODEL_PARAMS }).map((p) => p.commentary)).toEqual(['', '', '', '']);
    // Week 3 of another season is not this week.
    const lastYear = { ...nextWeek, id: '2029_03_KC_MIA', season: 2029, kickoffMs: T0 - 365 * 24 * HOUR };
    expect(
      predictWeek([...games, lastYear], { season: 2030, week: 3 }, T0, MODEL_PARAMS).map((p) => p.gameId),
    ).toEqual([nextWeek.id]);
  });

  it('refuses to predict a game it has no schedule facts for', () => {
    expect(() => walkForward(games, { params: MODEL_PARAMS, facts: new Map() })).toThrow(
      `No schedule facts for game ${opener.id}`,
    );
  });
});
