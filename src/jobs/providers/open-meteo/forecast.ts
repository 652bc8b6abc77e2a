// Open-Meteo hourly forecast at a stadium. Units are read from the answer (the API's defaults are
// °C and km/h; we ask for °F and mph) and older field spellings are accepted.
import { z } from 'zod';
import type { HttpClient } from '../../http/http-client.ts';
import { parseJson } from '../json.ts';

const series = z.array(z.number().nullable());

export const OpenMeteoForecast = z.object({
  latitude: z.number(),
  longitude: z.number(),
  hourly_units: z.record(z.string(), z.string()).default({}),
  hourly: z
    .object({
      time: z.array(z.string()),
      temperature_2m: series.optional(),
      relative_humidity_2m: series.optional(),
      relativehumidity_2m: series.optional(),
      wind_speed_10m: series.optional(),
      windspeed_10m: series.optional(),
      precipitation_probability: series.optional(),
    })
    .refine((h) => h.temperature_2m !== undefined, 'temperature_2m is missing'),
});

export interface HourlyWeather {
  /** UTC hour. */
  at: Date;
  temperatureF: number | null;
  windMph: number | null;
  humidityPct: number | null;
  precipitationPct: number | null;
}

/** Parsed and converted to °F and mph; times in the answer are UTC (we request timezone=GMT). */
export function parseForecast(text: string): HourlyWeather[] {
  const f = parseJson('Open-Meteo forecast', text, OpenMeteoForecast);
  const h = f.hourly;
  const tempUnit = f.hourly_units.temperature_2m ?? '°C';
  const windUnit = f.hourly_units.wind_speed_10m ?? f.hourly_units.windspeed_10m ?? 'km/h';
  const toF = (v: number | null | undefined) =>
    v == null ? null : tempUnit.includes('F') ? v : Math.round(((v * 9) / 5) * 10 + 320) / 10;
  const toMph = (v: number | null | undefined) => {
    if (v == null) return null;
    if (windUnit === 'mph') return v;
    const factor = windUnit === 'm/s' ? 2.236_936 : windUnit === 'kn' ? 1.150_779 : 0.621_371;
    return Math.round(v * factor * 10) / 10;
  };
  const humidity = h.relative_humidity_2m ?? h.relativehumidity_2m;
  const wind = h.wind_speed_10m ?? h.windspeed_10m;
  return h.time.map((t, i) => ({
    at: new Date(`${t.length === 16 ? `${t}:00` : t}Z`),
    temperatureF: toF(h.temperature_2m?.[i]),
    windMph: toMph(wind?.[i]),
    humidityPct: humidity?.[i] ?? null,
    precipitationPct: h.precipitation_probability?.[i] ?? null,
  }));
}

export async function fetchForecast(
  http: HttpClient,
  baseUrl: string,
  latitude: number,
  longitude: number,
): Promise<HourlyWeather[]> {
  const url = new URL(`${baseUrl}/v1/forecast`);
  url.search = new URLSearchParams({
    latitude: latitude.toFixed(4),
    longitude: longitude.toFixed(4),
    hourly: 'temperature_2m,relative_humidity_2m,wind_speed_10m,precipitation_probability',
    temperature_unit: 'fahrenheit',
    wind_speed_unit: 'mph',
    timezone: 'GMT',
    forecast_days: '4',
  }).toString();
  return parseForecast((await http.getText(url.toString())).text);
}
