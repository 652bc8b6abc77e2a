import { describe, expect, it } from 'vitest';
import { type FunFactFigures, funFacts } from './fun-facts.ts';

// The figures of every result from 1999 to 2025, as counted from the nflverse schedule (the server's
// own count is checked against the file in src/server/routes/fun-facts.test.ts).
const ALL: FunFactFigures = {
  fromSeason: 1999,
  toSeason: 2025,
  games: 7276,
  topMargin: 3,
  topMarginGames: 1100,
  homeGames: 6901,
  homeWins: 3875,
  homeGames2020: 253,
  homeWins2020: 127,
};

describe('the loading view fun facts', () => {
  it('are written from the figures', () => {
    expect(funFacts(ALL)).toEqual([
      'A field goal decides more NFL games than any other margin: 1,100 of the 7,276 games from 1999 to 2025 (15%) ended 3 points apart.',
      'Home teams won 56% of regular-season games from 1999 to 2025 — but only 50% in 2020, the season played largely without fans.',
    ]);
  });

  it('claim no field goal when another margin leads, and no 2020 when it is not in range', () => {
    expect(
      funFacts({
        ...ALL,
        toSeason: 2019,
        topMargin: 7,
        topMarginGames: 500,
        homeGames2020: 0,
        homeWins2020: 0,
      }),
    ).toEqual([
      'The most common final margin is 7 points: 500 of the 7,276 games from 1999 to 2019 (7%).',
      'Home teams won 56% of regular-season games from 1999 to 2019.',
    ]);
  });
});
