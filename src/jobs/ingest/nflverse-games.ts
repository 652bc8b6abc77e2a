// The schedule file: games, closing/current lines and observed weather, written batch by batch in
// the kind's transaction (an unknown team code throws there, so nothing is written).

import { addCounts, type WriteCounts } from '../../db/repositories/bulk-upsert.ts';
import { upsertGames } from '../../db/repositories/games.ts';
import { appendOddsSnapshots } from '../../db/repositories/odds.ts';
import { seedReferenceData, updateStadiumSurfaces } from '../../db/repositories/reference-data.ts';
import { upsertWeather } from '../../db/repositories/weather.ts';
import type { IngestContext } from '../ingest-context.ts';
import type { NflverseGame } from '../providers/nflverse/games.ts';
import {
  type GameRecord,
  gameRecords,
  type KickoffMemo,
  type OddsRecord,
  type WeatherRecord,
} from './nflverse-game-records.ts';
import type { KindWriter } from './nflverse-writer.ts';

export function gamesWriter(ctx: Pick<IngestContext, 'clock'>): KindWriter<NflverseGame> {
  const run = { now: ctx.clock.now(), replay: ctx.clock.replayAt !== undefined };
  const memo: KickoffMemo = new Map();
  // The surface of each stadium from its latest game: one entry per stadium.
  const surfaces = new Map<string, { at: number; surface: string }>();
  const seasons = new Set<number>();
  const totals = { games: 0, odds: 0, weather: 0, latestResultMs: 0 };
  return {
    begin: (tx) => seedReferenceData(tx),
    async write(tx, parsed) {
      const games: GameRecord[] = [];
      const odds: OddsRecord[] = [];
      const weather: WeatherRecord[] = [];
      for (const g of parsed) {
        const r = gameRecords(g, run, memo);
        games.push(r.game);
        odds.push(...r.odds);
        if (r.weather) weather.push(r.weather);
        noteSurface(surfaces, r.game);
        seasons.add(r.game.season);
        totals.latestResultMs = Math.max(totals.latestResultMs, r.game.resultKnownAt?.getTime() ?? 0);
      }
      totals.games += games.length;
      totals.odds += odds.length;
      totals.weather += weather.length;
      let c: WriteCounts = await upsertGames(tx, games);
      c = addCounts(c, await appendOddsSnapshots(tx, odds));
      return addCounts(c, await upsertWeather(tx, weather));
    },
    async finish(tx) {
      const counts = await updateStadiumSurfaces(
        tx,
        new Map([...surfaces].map(([id, v]) => [id, v.surface])),
      );
      return {
        counts,
        dataAsOf: totals.latestResultMs > 0 ? new Date(totals.latestResultMs) : null,
        details: {
          games: totals.games,
          oddsSnapshotsOffered: totals.odds,
          weatherSnapshots: totals.weather,
          seasons: seasons.size,
        },
      };
    },
  };
}

function noteSurface(surfaces: Map<string, { at: number; surface: string }>, g: GameRecord): void {
  if (!g.stadiumId || !g.surface) return;
  const seen = surfaces.get(g.stadiumId);
  if (!seen || g.kickoff.getTime() > seen.at)
    surfaces.set(g.stadiumId, { at: g.kickoff.getTime(), surface: g.surface.trim() });
}
