// The Odds API, live -> odds_snapshots (featured markets) and player_props (per-event props), within a
// daily request budget kept in the database so restarts and several instances share it. Saved answers
// load through odds-api-file.ts; both keep every book the answer carries (odds-api-rows.ts).

import { addCounts, noWrites } from '../../db/repositories/bulk-upsert.ts';
import { gamesBetween } from '../../db/repositories/games.ts';
import {
  appendOddsSnapshots,
  appendPlayerProps,
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
import { eventProps, eventSnapshots, liveCapture } from './odds-api-rows.ts';

const HOUR = 3_600_000;
/** Props are fetched for games starting within this window (one request per game). */
const PROPS_WINDOW_MS = 36 * HOUR;

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
  const capture = liveCapture(now);
  const lines = matched.map(({ event, m }) => eventSnapshots(event, m, capture));
  const snapshots = lines.flatMap((l) => l.rows);

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
      props.push(...eventProps(answer.data, m, capture).rows);
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
      books: new Set(snapshots.map((r) => r.book)).size,
      inPlayMarkets: lines.reduce((n, l) => n + l.inPlay, 0),
      props: props.length,
      propsSkipped,
      remaining: featured.remaining,
    },
  };
}
