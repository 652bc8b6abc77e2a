// ESPN scoreboard -> live status and scores; its ESPN BET lines too when there is no Odds API key.
import { addCounts, noWrites, type WriteCounts } from '../../db/repositories/bulk-upsert.ts';
import { applyLiveUpdate, gamesBetween } from '../../db/repositories/games.ts';
import { appendOddsSnapshots, type OddsInsert } from '../../db/repositories/odds.ts';
import { canonicalTeamCode } from '../../shared/reference/teams.ts';
import type { IngestContext } from '../ingest-context.ts';
import { type EspnEvent, type EspnScoreboard, fetchScoreboard } from '../providers/espn/scoreboard.ts';
import type { SourceResult } from '../run-recorder.ts';
import { createGameMatcher, type GameMatch } from './game-matcher.ts';

const DAY = 86_400_000;

function espnOdds(event: EspnEvent, m: GameMatch, now: Date): OddsInsert[] {
  const o = event.competitions[0]?.odds?.[0];
  if (!o || event.status.type.state !== 'pre') return [];
  const capturedAt = new Date(Math.min(now.getTime(), m.game.kickoff.getTime()));
  const base = { gameId: m.game.gameId, book: 'espn_bet', capturedAt, source: 'espn' };
  const home = m.swapped ? o.awayTeamOdds : o.homeTeamOdds;
  const away = m.swapped ? o.homeTeamOdds : o.awayTeamOdds;
  const rows: OddsInsert[] = [];
  // ESPN's `spread` is the home team's handicap (+3.5: home gets 3.5).
  if (o.spread !== undefined) {
    const homeLine = m.swapped ? -o.spread : o.spread;
    rows.push({ ...base, market: 'spreads', side: 'home', line: homeLine, price: home?.spreadOdds ?? null });
    rows.push({
      ...base,
      market: 'spreads',
      side: 'away',
      line: homeLine === 0 ? 0 : -homeLine,
      price: away?.spreadOdds ?? null,
    });
  }
  if (o.overUnder !== undefined) {
    rows.push({
      ...base,
      market: 'totals',
      side: 'over',
      line: o.overUnder,
      price: o.total?.over?.close?.odds ?? null,
    });
    rows.push({
      ...base,
      market: 'totals',
      side: 'under',
      line: o.overUnder,
      price: o.total?.under?.close?.odds ?? null,
    });
  }
  if (home?.moneyLine !== undefined)
    rows.push({ ...base, market: 'h2h', side: 'home', line: null, price: home.moneyLine });
  if (away?.moneyLine !== undefined)
    rows.push({ ...base, market: 'h2h', side: 'away', line: null, price: away.moneyLine });
  return rows.map((r) => ({
    ...r,
    price: r.price === null || r.price === undefined ? null : Math.round(r.price),
  }));
}

export async function applyScoreboard(
  ctx: IngestContext,
  board: EspnScoreboard,
  withOdds: boolean,
): Promise<SourceResult> {
  const now = ctx.clock.now();
  const matcher = createGameMatcher(
    await gamesBetween(ctx.db.orm, new Date(now.getTime() - 10 * DAY), new Date(now.getTime() + 10 * DAY)),
  );
  let unmatched = 0;
  const odds: OddsInsert[] = [];
  const counts = await ctx.db.orm.transaction(async (tx) => {
    let c: WriteCounts = noWrites();
    for (const event of board.events) {
      const comp = event.competitions[0];
      const home = comp?.competitors.find((x) => x.homeAway === 'home');
      const away = comp?.competitors.find((x) => x.homeAway === 'away');
      const m = matcher.match(
        canonicalTeamCode(home?.team.abbreviation ?? ''),
        canonicalTeamCode(away?.team.abbreviation ?? ''),
        new Date(event.date),
        event.id,
      );
      if (!m) {
        unmatched += 1;
        continue;
      }
      const score = (x: typeof home) => (x?.score === undefined || x.score === '' ? null : Number(x.score));
      const t = event.status.type;
      const state =
        t.state === 'post' && t.completed ? 'final' : t.state === 'in' ? 'in_progress' : 'scheduled';
      const result = await applyLiveUpdate(tx, {
        gameId: m.game.gameId,
        state,
        homeScore: score(m.swapped ? away : home),
        awayScore: score(m.swapped ? home : away),
        detail: t.shortDetail ?? null,
        capturedAt: now,
        espnId: event.id,
      });
      c = addCounts(
        c,
        result === 'updated'
          ? { inserted: 0, updated: 1, unchanged: 0 }
          : { inserted: 0, updated: 0, unchanged: 1 },
      );
      if (withOdds) odds.push(...espnOdds(event, m, now));
    }
    return odds.length ? addCounts(c, await appendOddsSnapshots(tx, odds)) : c;
  });
  return {
    counts,
    dataAsOf: now,
    details: { events: board.events.length, unmatched, oddsRows: odds.length },
  };
}

export async function ingestEspn(ctx: IngestContext): Promise<SourceResult> {
  const board = await fetchScoreboard(ctx.http, ctx.config.espnBaseUrl);
  return applyScoreboard(ctx, board, ctx.config.oddsApiKey === undefined);
}
