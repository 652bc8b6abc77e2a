// ESPN's public scoreboard (no key): status, scores and ESPN BET lines for the current week.
import { z } from 'zod';
import type { HttpClient } from '../../http/http-client.ts';
import { parseNumber } from '../csv.ts';
import { parseJson } from '../json.ts';
import { spreadProblem, totalProblem } from '../line-bounds.ts';

// American odds as ESPN writes them: -110, "+145", "EVEN" (+100). A price it marks as unavailable
// ("OFF", "") is no price, not a broken answer; any other text ("8o") is a broken answer.
const price = z.union([z.number(), z.string()]).transform((v, ctx) => {
  if (typeof v === 'number') return v;
  const text = v.trim().toUpperCase();
  if (text === 'EVEN') return 100;
  if (text === '' || text === 'OFF') return undefined;
  const n = parseNumber(text);
  if (n === undefined) ctx.addIssue({ code: 'custom', message: `not a price: '${v}'` });
  return n;
});
/** A score as ESPN writes it ("24"), or "" before kickoff. */
const score = z.string().regex(/^\d*$/, 'not a score');
const within = (problem: (n: number) => string | undefined) =>
  z.number().superRefine((n, ctx) => {
    const why = problem(n);
    if (why) ctx.addIssue({ code: 'custom', message: why });
  });

const Competitor = z.object({
  homeAway: z.enum(['home', 'away']),
  score: score.optional(),
  team: z.object({ abbreviation: z.string() }),
});

const TeamOdds = z.object({ moneyLine: price.optional(), spreadOdds: price.optional() }).optional();
const Side = z.object({ close: z.object({ odds: price.optional() }).optional() }).optional();

const Odds = z.object({
  provider: z.object({ name: z.string() }).optional(),
  spread: within(spreadProblem).optional(),
  overUnder: within(totalProblem).optional(),
  awayTeamOdds: TeamOdds,
  homeTeamOdds: TeamOdds,
  total: z.object({ over: Side, under: Side }).optional(),
});

const Status = z.object({
  type: z.object({
    state: z.enum(['pre', 'in', 'post']),
    completed: z.boolean(),
    name: z.string(),
    shortDetail: z.string().optional(),
  }),
});

export const EspnEvent = z.object({
  id: z.string(),
  date: z.string(),
  status: Status,
  competitions: z
    .array(z.object({ competitors: z.array(Competitor).length(2), odds: z.array(Odds).optional() }))
    .min(1),
});
export type EspnEvent = z.output<typeof EspnEvent>;

export const EspnScoreboard = z.object({
  season: z.object({ year: z.number().int(), type: z.number().int() }),
  week: z.object({ number: z.number().int() }).optional(),
  events: z.array(EspnEvent),
});
export type EspnScoreboard = z.output<typeof EspnScoreboard>;

export const parseScoreboard = (text: string) => parseJson('ESPN scoreboard', text, EspnScoreboard);

export async function fetchScoreboard(http: HttpClient, baseUrl: string): Promise<EspnScoreboard> {
  const res = await http.getText(`${baseUrl}/apis/site/v2/sports/football/nfl/scoreboard`);
  return parseScoreboard(res.text);
}
