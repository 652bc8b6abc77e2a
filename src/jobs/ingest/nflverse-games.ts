// The schedule file: games, closing/current lines and observed weather, written in one transaction.

import { addCounts, type WriteCounts } from '../../db/repositories/bulk-upsert.ts';
import { upsertGames } from '../../db/repositories/games.ts';
import { appendOddsSnapshots } from '../../db/repositories/odds.ts';
import { seedReferenceData, updateStadiumSurfaces } from '../../db/repositories/reference-data.ts';
import { upsertWeather } from '../../db/repositories/weather.ts';
import type { IngestContext } from '../ingest-context.ts';
import type { NflverseGame } from '../providers/nflverse/games.ts';
import type { SourceResult } from '../run-recorder.ts';
import {
  type GameRecord,
  gameRecords,
  type KickoffMemo,
  type OddsRecord,
  type WeatherRecord,
} from './nflverse-game-records.ts';

export async function writeGames(ctx: IngestContext, parsed: NflverseGame[]): Promise<SourceResult> {
  const run = { now: ctx.clock.now(), replay: ctx.clock.replayAt !== undefined };
  // Mapping can fail (an unknown team code): it happens before the transaction, so nothing is written.
  const games: GameRecord[] = [];
  const odds: OddsRecord[] = [];
  const weather: WeatherRecord[] = [];
  const memo: KickoffMemo = new Map();
  for (const g of parsed) {
    const r = gameRecords(g, run, memo);
    games.push(r.game);
    odds.push(...r.odds);
    if (r.weather) weather.push(r.weather);
  }
  const surfaces = latestSurfaces(games);
  const total = games.length + odds.length + weather.length;
  ctx.progress?.start('nflverse:games', total);
  const counts = await ctx.db.orm.transaction(async (tx) => {
    let c: WriteCounts = await seedReferenceData(tx);
    c = addCounts(c, await upsertGames(tx, games, (done) => ctx.progress?.update(done)));
    c = addCounts(c, await updateStadiumSurfaces(tx, surfaces));
    c = addCounts(c, await appendOddsSnapshots(tx, odds));
    ctx.progress?.update(games.length + odds.length);
    c = addCounts(c, await upsertWeather(tx, weather));
    ctx.progress?.update(total);
    return c;
  });
  const latest = games.reduce((m, g) => Math.max(m, g.resultKnownAt?.getTime() ?? 0), 0);
  const dataAsOf = latest > 0 ? new Date(latest) : null;
  return {
    counts,
    dataAsOf,
    details: {
      games: games.length,
      oddsSnapshotsOffered: odds.length,
      weatherSnapshots: weather.length,
      seasons: [...new Set(games.map((g) => g.season))].length,
    },
  };
}

function latestSurfaces(games: GameRecord[]): Map<string, string> {
  const latest = new Map<string, { at: number; surface: string }>();
  for (const g of games) {
    if (!g.stadiumId || !g.surface) continue;
    const seen = latest.get(g.stadiumId);
    if (!seen || g.kickoff.getTime() > seen.at)
      latest.set(g.stadiumId, { at: g.kickoff.getTime(), surface: g.surface.trim() });
  }
  return new Map([...latest].map(([id, v]) => [id, v.surface]));
}
