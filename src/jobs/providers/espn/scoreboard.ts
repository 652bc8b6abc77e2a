// ESPN's public scoreboard (no key): status, scores and ESPN BET lines for the current week.
import { z } from 'zod';
import type { HttpClient } from '../../http/http-client.ts';
import { parseJson } from '../json.ts';

// American odds as ESPN writes them: -110, "+145", "EVEN" (+100). A price it marks as unavailable
// ("OFF", "") is no price, not a broken answer.
const price = z.union([z.number(), z.string()]).transform((v) => {
  if (typeof v === 'number') return v;
  if (v.trim().toUpperCase() === 'EVEN') return 100;
  const n = Number(v.replace(/^\+/, ''));
  return v.trim() !== '' && Number.isFinite(n) ? n : undefined;
});

const Competitor = z.object({
  homeAway: z.enum(['home', 'away']),
  score: z.string().optional(),
  team: z.object({ abbreviation: z.string() }),
});

const TeamOdds = z.object({ moneyLine: price.optional(), spreadOdds: price.optional() }).optional();
const Side = z.object({ close: z.object({ odds: price.optional() }).optional() }).optional();

const Odds = z.object({
  provider: z.object({ name: z.string() }).optional(),
  spread: z.number().optional(),
  overUnder: z.number().optional(),
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
