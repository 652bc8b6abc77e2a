// The strategy generator's week: every game of the week in force in the Week 1 page's shape, plus the
// facts spec 02 §9's rules read that the Week 1 page does not show. The rules themselves run in the
// browser (src/domain/strategy), so a person's profile never leaves it.
import { z } from 'zod';
import { Week1Game } from './week1.ts';

const Probability = z.number().min(0).max(1);

export const StrategyWeekGame = Week1Game.extend({
  divisional: z.boolean().describe('Both teams play in the same division (from the schedule)'),
  indoors: z.boolean().describe('A dome or closed roof: no weather reaches the game'),
  spreadPick: z.string().nullable().describe('Team code the model expects to cover; null without a pick'),
  spreadPickProbability: Probability.nullable().describe(
    "The model's probability that the spread pick covers the line shown; null without a pick or line",
  ),
  homeWinProbability: Probability.nullable().describe(
    "The model's home win probability; null without a pick",
  ),
}).meta({ id: 'StrategyWeekGame' });
export type StrategyWeekGame = z.infer<typeof StrategyWeekGame>;

export const StrategyWeekResponse = z
  .object({
    season: z.number().int(),
    week: z.number().int(),
    weekLabel: z.string(),
    asOf: z.iso.datetime(),
    games: z.array(StrategyWeekGame),
  })
  .meta({ id: 'StrategyWeekResponse' });
export type StrategyWeekResponse = z.infer<typeof StrategyWeekResponse>;
