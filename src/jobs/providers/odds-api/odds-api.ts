// The Odds API v4 (https://the-odds-api.com): featured markets for all NFL events, and per-event
// player props. The key travels in the query string, so URLs are redacted in every message.
import { z } from 'zod';
import type { HttpClient } from '../../http/http-client.ts';
import { parseJson } from '../json.ts';
import { spreadProblem, totalProblem } from '../line-bounds.ts';

const Outcome = z.object({
  name: z.string(),
  description: z.string().optional(),
  price: z.number(),
  point: z.number().optional(),
});

// A game's spread or total no game has refuses the answer (line-bounds.ts), as in every provider.
const BOUNDS: Record<string, (points: number) => string | undefined> = {
  spreads: spreadProblem,
  totals: totalProblem,
};

const Market = z
  .object({
    key: z.string(),
    last_update: z.iso.datetime({ offset: true }).optional(),
    outcomes: z.array(Outcome),
  })
  .superRefine((market, ctx) => {
    const problem = BOUNDS[market.key];
    market.outcomes.forEach((o, i) => {
      const why = problem && o.point !== undefined ? problem(o.point) : undefined;
      if (why) ctx.addIssue({ code: 'custom', path: ['outcomes', i, 'point'], message: why });
    });
  });

const Bookmaker = z.object({
  key: z.string(),
  title: z.string(),
  last_update: z.iso.datetime({ offset: true }),
  markets: z.array(Market),
});

export const OddsApiEvent = z.object({
  id: z.string(),
  sport_key: z.string(),
  commence_time: z.iso.datetime({ offset: true }),
  home_team: z.string(),
  away_team: z.string(),
  bookmakers: z.array(Bookmaker).default([]),
});
export type OddsApiEvent = z.output<typeof OddsApiEvent>;

export const parseOddsEvents = (text: string) => parseJson('The Odds API odds', text, z.array(OddsApiEvent));
export const parseEventOdds = (text: string) => parseJson('The Odds API event odds', text, OddsApiEvent);

export interface OddsApiOptions {
  baseUrl: string;
  apiKey: string;
  books: string[];
}

export interface OddsApiAnswer<T> {
  data: T;
  /** x-requests-remaining, when sent. */
  remaining: number | undefined;
}

const remainingOf = (headers: Headers) => {
  const v = Number(headers.get('x-requests-remaining'));
  return Number.isFinite(v) && headers.has('x-requests-remaining') ? v : undefined;
};

export async function fetchFeaturedOdds(
  http: HttpClient,
  o: OddsApiOptions,
): Promise<OddsApiAnswer<OddsApiEvent[]>> {
  const url = new URL(`${o.baseUrl}/v4/sports/americanfootball_nfl/odds/`);
  url.search = new URLSearchParams({
    apiKey: o.apiKey,
    regions: 'us',
    markets: 'h2h,spreads,totals',
    oddsFormat: 'american',
    bookmakers: o.books.join(','),
  }).toString();
  const res = await http.getText(url.toString());
  return { data: parseOddsEvents(res.text), remaining: remainingOf(res.headers) };
}

export async function fetchEventProps(
  http: HttpClient,
  o: OddsApiOptions,
  eventId: string,
  markets: string[],
): Promise<OddsApiAnswer<OddsApiEvent>> {
  const url = new URL(
    `${o.baseUrl}/v4/sports/americanfootball_nfl/events/${encodeURIComponent(eventId)}/odds`,
  );
  url.search = new URLSearchParams({
    apiKey: o.apiKey,
    regions: 'us',
    markets: markets.join(','),
    oddsFormat: 'american',
    bookmakers: o.books.join(','),
  }).toString();
  const res = await http.getText(url.toString());
  return { data: parseEventOdds(res.text), remaining: remainingOf(res.headers) };
}

/**
 * A saved answer: the featured-odds list, or one event's odds (the event-odds endpoint), as written to
 * disk by whoever captured it (pretty-printed or not).
 */
export const parseSavedOddsAnswer = (text: string): OddsApiEvent[] =>
  parseJson(
    'The Odds API saved answer',
    text,
    z.union([z.array(OddsApiEvent), OddsApiEvent.transform((e) => [e])]),
  );
