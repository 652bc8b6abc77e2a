// Open-Meteo forecasts for games at open-air venues kicking off within 72 hours: one call per venue.
import { gamesBetween } from '../../db/repositories/games.ts';
import { upsertWeather, type WeatherInsert } from '../../db/repositories/weather.ts';
import { stadiumInfo } from '../../shared/reference/stadiums.ts';
import type { IngestContext } from '../ingest-context.ts';
import { fetchForecast } from '../providers/open-meteo/forecast.ts';
import type { SourceResult } from '../run-recorder.ts';

export const FORECAST_WINDOW_MS = 72 * 3_600_000;
const HOUR = 3_600_000;

export async function ingestWeather(ctx: IngestContext): Promise<SourceResult> {
  const now = ctx.clock.now();
  const games = (await gamesBetween(ctx.db.orm, now, new Date(now.getTime() + FORECAST_WINDOW_MS))).filter(
    (g) => {
      const roof = g.roof ?? stadiumInfo(g.stadiumId ?? '')?.roof;
      return roof === 'outdoors' || roof === 'open';
    },
  );
  const byStadium = new Map<string, typeof games>();
  for (const g of games) {
    if (!g.stadiumId || !stadiumInfo(g.stadiumId)) continue;
    byStadium.set(g.stadiumId, [...(byStadium.get(g.stadiumId) ?? []), g]);
  }
  const rows: WeatherInsert[] = [];
  // Fetch everything first: a failing venue fails the run before anything is written.
  for (const [stadiumId, atVenue] of byStadium) {
    const s = stadiumInfo(stadiumId);
    if (!s) continue;
    const hours = await fetchForecast(ctx.http, ctx.config.openMeteoBaseUrl, s.latitude, s.longitude);
    for (const g of atVenue) {
      const hour = Math.floor(g.kickoff.getTime() / HOUR) * HOUR;
      const h = hours.find((x) => x.at.getTime() === hour);
      if (!h) continue;
      rows.push({
        gameId: g.gameId,
        source: 'open-meteo',
        capturedAt: now,
        validAt: new Date(hour),
        observed: false,
        temperatureF: h.temperatureF,
        windMph: h.windMph,
        humidityPct: h.humidityPct,
        precipitationPct: h.precipitationPct,
      });
    }
  }
  const counts = await ctx.db.orm.transaction((tx) => upsertWeather(tx, rows));
  return {
    counts,
    dataAsOf: now,
    details: { games: games.length, venues: byStadium.size, forecasts: rows.length },
  };
}
