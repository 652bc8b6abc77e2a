// The loading view's fun facts, written from figures the server computes from the games whose results
// are known at the clock (GET /api/fun-facts), so a replay counts only what was known by its instant and
// a fact cannot drift from the data.
import { z } from 'zod';

export const FunFactFigures = z
  .object({
    fromSeason: z.number().int(),
    toSeason: z.number().int(),
    games: z.number().int().describe('Games with a known final score'),
    topMargin: z.number().int().describe('The most common final margin, points'),
    topMarginGames: z.number().int(),
    homeGames: z.number().int().describe('Regular-season games at the home team’s own venue'),
    homeWins: z.number().int(),
    /** The 2020 season, played largely without fans, when it is in range. */
    homeGames2020: z.number().int(),
    homeWins2020: z.number().int(),
  })
  .meta({ id: 'FunFactFigures' });
export type FunFactFigures = z.infer<typeof FunFactFigures>;

export const FunFactsResponse = z
  .object({ asOf: z.iso.datetime(), figures: FunFactFigures.nullable(), facts: z.array(z.string()) })
  .meta({ id: 'FunFactsResponse' });
export type FunFactsResponse = z.infer<typeof FunFactsResponse>;

const count = new Intl.NumberFormat('en-US');
const pct = (n: number, d: number) => `${Math.round((100 * n) / d)}%`;

export function funFacts(f: FunFactFigures): string[] {
  const span = `from ${f.fromSeason} to ${f.toSeason}`;
  const share = `${count.format(f.topMarginGames)} of the ${count.format(f.games)} games ${span} (${pct(f.topMarginGames, f.games)})`;
  const facts = [
    f.topMargin === 3
      ? `A field goal decides more NFL games than any other margin: ${share} ended 3 points apart.`
      : `The most common final margin is ${f.topMargin} points: ${share}.`,
  ];
  if (f.homeGames > 0) {
    const home = `Home teams won ${pct(f.homeWins, f.homeGames)} of regular-season games ${span}`;
    facts.push(
      f.homeGames2020 > 0 && f.toSeason > 2020
        ? `${home} — but only ${pct(f.homeWins2020, f.homeGames2020)} in 2020, the season played largely without fans.`
        : `${home}.`,
    );
  }
  return facts;
}
