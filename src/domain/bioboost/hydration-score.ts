// Hydration proxy (0–100, higher = easier conditions). No fluid balance is measured: we score the
// weather at kickoff, which is what drives sweat loss. A dome or closed roof is neutral.
//
// Why these numbers: 85 is a climate-controlled or mild day (the spec's sample hydration is 78%, so
// ordinary conditions sit in the "Strong" band, not at the ceiling). Heat: −1.5 per °F the heat index
// (temperature with humidity, US National Weather Service formula) exceeds 80 °F: sweat rates climb
// steeply in muggy heat. Cold: −0.5 per °F below 35 °F: cold air is dry and blunts thirst. Wind:
// −0.8 per mph above 10 mph: it speeds evaporation (and makes the day harder in every other way too).
// Open air with no temperature known (no forecast yet, none recorded) is unknown, not neutral: the
// value is null and the composite leaves hydration out (decision 085).

import type { Roof } from '../model/game.ts';
import { clampScore } from './composite.ts';
import { formatThousands, type MaybeInputScore } from './text.ts';

export interface WeatherFacts {
  roof: Roof;
  temperatureF: number | null;
  windMph: number | null;
  humidityPct: number | null;
}

export const HYDRATION_NEUTRAL = 85;

/** US National Weather Service heat index (Rothfusz regression with its adjustments), °F. */
export function heatIndexF(temperatureF: number, humidityPct: number): number {
  const t = temperatureF;
  const rh = humidityPct;
  const simple = 0.5 * (t + 61 + (t - 68) * 1.2 + rh * 0.094);
  if ((simple + t) / 2 < 80) return simple;
  let hi =
    -42.379 +
    2.04901523 * t +
    10.14333127 * rh -
    0.22475541 * t * rh -
    0.00683783 * t * t -
    0.05481717 * rh * rh +
    0.00122874 * t * t * rh +
    0.00085282 * t * rh * rh -
    0.00000199 * t * t * rh * rh;
  if (rh < 13 && t >= 80 && t <= 112) hi -= ((13 - rh) / 4) * Math.sqrt((17 - Math.abs(t - 95)) / 17);
  else if (rh > 85 && t >= 80 && t <= 87) hi += ((rh - 85) / 10) * ((87 - t) / 5);
  return hi;
}

export function isIndoors(roof: Roof): boolean {
  return roof === 'dome' || roof === 'closed';
}

function penalties(facts: WeatherFacts & { temperatureF: number }) {
  const t = facts.temperatureF;
  const feels = facts.humidityPct === null ? t : heatIndexF(t, facts.humidityPct);
  return {
    feels,
    heat: Math.max(0, feels - 80) * 1.5,
    cold: Math.max(0, 35 - t) * 0.5,
    wind: Math.max(0, (facts.windMph ?? 0) - 10) * 0.8,
  };
}

export function hydrationValue(facts: WeatherFacts): number | null {
  if (isIndoors(facts.roof)) return HYDRATION_NEUTRAL;
  if (facts.temperatureF === null) return null;
  const { heat, cold, wind } = penalties({ ...facts, temperatureF: facts.temperatureF });
  return clampScore(HYDRATION_NEUTRAL - heat - cold - wind);
}

export const NO_FORECAST = 'No forecast: no kickoff weather known for this game, left out of the score';

export function hydrationScore(facts: WeatherFacts): MaybeInputScore {
  if (isIndoors(facts.roof)) {
    return {
      value: HYDRATION_NEUTRAL,
      reason: `Indoors (${facts.roof === 'dome' ? 'dome' : 'roof closed'}): neutral`,
    };
  }
  if (facts.temperatureF === null) {
    return { value: null, reason: NO_FORECAST };
  }
  const t = facts.temperatureF;
  const { feels, heat, cold, wind } = penalties({ ...facts, temperatureF: t });
  const value = clampScore(HYDRATION_NEUTRAL - heat - cold - wind);
  const parts = [`Outdoors: ${formatThousands(t)}°F`];
  if (facts.humidityPct !== null) parts.push(`${formatThousands(facts.humidityPct)}% humidity`);
  if (Math.round(feels) !== Math.round(t)) parts.push(`feels like ${formatThousands(feels)}°F`);
  if (facts.windMph !== null) parts.push(`wind ${formatThousands(facts.windMph)} mph`);
  const verdict =
    heat + cold + wind < 1
      ? 'comfortable'
      : heat >= cold && heat >= wind
        ? 'heat'
        : cold >= wind
          ? 'cold'
          : 'wind';
  return { value, reason: `${parts.join(', ')} (${verdict})` };
}
