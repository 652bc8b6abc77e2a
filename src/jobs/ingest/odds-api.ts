// The Odds API -> odds_snapshots (featured markets) and player_props (per-event props), within a
// daily request budget kept in the database so restarts and several instances share it.

import { addCounts, noWrites } from '../../db/repositories/bulk-upsert.ts';
import { gamesBetween } from '../../db/repositories/games.ts';
import {
  appendOddsSnapshots,
  appendPlayerProps,
  type OddsInsert,
  type PropInsert,
  recordOddsApiRemaining,
  reserveOddsApiRequests,
} from '../../db/repositories/odds.ts';
import { teamCodeByName } from '../../shared/reference/teams.ts';
import { HttpError } from '../http/http-error.ts';
import type { IngestContext } from '../ingest-context.ts';
import { fetchEventProps, fetchFeaturedOdds, type OddsApiEvent } from '../providers/odds-api/odds-api.ts';
import type { SourceResult } from '../run-recorder.ts';
import { createGameMatcher, type GameMatch } from './game-matcher.ts';

const HOUR = 3_600_000;
/** Props are fetched for games starting within this window (one request per game). */
const PROPS_WINDOW_MS = 36 * HOUR;

const captured = (lastUpdate: string | undefined, fallback: string, now: Date) =>
  new Date(Math.min(new Date(lastUpdate ?? fallback).getTime(), now.getTime()));

function side(
  outcome: string,
  event: OddsApiEvent,
  m: GameMatch,
): 'home' | 'away' | 'over' | 'under' | undefined {
  const lower = outcome.toLowerCase();
  if (lower === 'over' || lower === 'under') return lower;
  const code = teamCodeByName(outcome);
  const home = teamCodeByName(event.home_team);
  const isHome = code !== undefined && code === home;
  if (code === undefined) return undefined;
  return isHome !== m.swapped ? 'home' : 'away';
}

/** Only the configured books are kept, whatever else the answer carries. */
export function eventSnapshots(
  event: OddsApiEvent,
  m: GameMatch,
  now: Date,
  books: readonly string[],
): OddsInsert[] {
  const rows: OddsInsert[] = [];
  for (const book of event.bookmakers.filter((b) => books.includes(b.key))) {
    for (const market of book.markets) {
      if (market.key !== 'h2h' && market.key !== 'spreads' && market.key !== 'totals') continue;
      for (const o of market.outcomes) {
        const s = side(o.name, event, m);
        if (!s) continue;
        rows.push({
          gameId: m.game.gameId,
          book: book.key,
          market: market.key,
          side: s,
          line: market.key === 'h2h' ? null : (o.point ?? null),
          price: Math.round(o.price),
          capturedAt: captured(market.last_update, book.last_update, now),
          source: 'odds-api',
        });
      }
    }
  }
  return rows;
}

export function eventProps(
  event: OddsApiEvent,
  m: GameMatch,
  now: Date,
  books: readonly string[],
): PropInsert[] {
  const rows: PropInsert[] = [];
  for (const book of event.bookmakers.filter((b) => books.includes(b.key)))
    for (const market of book.markets)
      for (const o of market.outcomes) {
        if (!o.description) continue;
        rows.push({
          gameId: m.game.gameId,
          book: book.key,
          market: market.key,
          playerName: o.description,
          side: o.name.toLowerCase(),
          line: o.point ?? null,
          price: Math.round(o.price),
          capturedAt: captured(market.last_update, book.last_update, now),
        });
      }
  return rows;
}

export async function ingestOddsApi(
  ctx: IngestContext,
  options: { props?: boolean } = {},
): Promise<SourceResult> {
  const key = ctx.config.oddsApiKey;
  if (!key) throw new Error('ODDS_API_KEY is not set');
  const now = ctx.clock.now();
  const day = now.toISOString().slice(0, 10);
  const api = { baseUrl: ctx.config.oddsApiBaseUrl, apiKey: key, books: ctx.config.oddsApiBooks };
  const spend = async (n: number) => {
    if (!(await reserveOddsApiRequests(ctx.db.orm, day, n, ctx.config.oddsApiDailyBudget)))
      throw new HttpError(
        'budget',
        `The Odds API daily budget of ${ctx.config.oddsApiDailyBudget} requests is spent`,
      );
  };
  await spend(1);
  const featured = await fetchFeaturedOdds(ctx.http, api);
  if (featured.remaining !== undefined) await recordOddsApiRemaining(ctx.db.orm, day, featured.remaining);
  const matcher = createGameMatcher(
    await gamesBetween(
      ctx.db.orm,
      new Date(now.getTime() - 2 * 24 * HOUR),
      new Date(now.getTime() + 21 * 24 * HOUR),
    ),
  );
  const matched: { event: OddsApiEvent; m: GameMatch }[] = [];
  let unmatched = 0;
  for (const event of featured.data) {
    const m = matcher.match(
      teamCodeByName(event.home_team),
      teamCodeByName(event.away_team),
      new Date(event.commence_time),
    );
    if (m) matched.push({ event, m });
    else unmatched += 1;
  }
  const snapshots = matched.flatMap(({ event, m }) => eventSnapshots(event, m, now, api.books));

  const props: PropInsert[] = [];
  let propsSkipped = 0;
  if (options.props !== false && ctx.config.oddsApiPropMarkets.length > 0) {
    const soon = matched.filter(({ m }) => {
      const until = m.game.kickoff.getTime() - now.getTime();
      return until > 0 && until <= PROPS_WINDOW_MS;
    });
    for (const { event, m } of soon) {
      // Props are worth less than the featured lines: stop quietly when the budget runs out.
      if (!(await reserveOddsApiRequests(ctx.db.orm, day, 1, ctx.config.oddsApiDailyBudget))) {
        propsSkipped += 1;
        continue;
      }
      const answer = await fetchEventProps(ctx.http, api, event.id, ctx.config.oddsApiPropMarkets);
      props.push(...eventProps(answer.data, m, now, api.books));
    }
  }
  const counts = await ctx.db.orm.transaction(async (tx) =>
    addCounts(
      await appendOddsSnapshots(tx, snapshots),
      props.length ? await appendPlayerProps(tx, props) : noWrites(),
    ),
  );
  return {
    counts,
    dataAsOf: now,
    details: {
      events: featured.data.length,
      unmatched,
      snapshots: snapshots.length,
      props: props.length,
      propsSkipped,
      remaining: featured.remaining,
    },
  };
}
