// Weather alerts: a game's kickoff weather crossing one of spec 02 §9's thresholds (wind above 20 mph,
// precipitation chance above 70 %, below 32 °F, above 90 °F) between one snapshot and the next,
// forecasts and the observation at kickoff alike. The first snapshot we hold for a game counts as a
// crossing when it is already beyond a threshold (nothing earlier said otherwise). A figure the
// snapshot lacks (nflverse observations carry no precipitation) leaves that condition as it was.
// Domes and closed roofs are skipped: the weather does not reach the field.
import type { AlertDraft, AlertGame, Urgency } from './alert.ts';

export interface WeatherReading {
  source: string;
  capturedAtMs: number;
  observed: boolean;
  temperatureF: number | null;
  windMph: number | null;
  precipitationPct: number | null;
}

interface Condition {
  id: 'windy' | 'wet' | 'cold' | 'hot';
  label: string;
  emoji: string;
  /** How a value reads ("22 mph wind", "75% chance of precipitation", "30°F"). */
  show: (v: number) => string;
  threshold: number;
  /** "above 20 mph", as the spec words it. */
  limit: string;
  value: (r: WeatherReading) => number | null;
  beyond: (v: number) => boolean;
  /** Windy and wet play change how the game is played (passing, kicking); heat and cold less so. */
  urgency: Urgency;
}

/** Spec 02 §9: "Wind above 20 Windy, under 32F Cold, over 90F Hot"; avoid "precipitation above 70". */
export const WEATHER_CONDITIONS: readonly Condition[] = [
  {
    id: 'windy',
    label: 'Windy',
    emoji: '💨',
    show: (v) => `${Math.round(v)} mph wind`,
    threshold: 20,
    limit: 'above 20 mph',
    value: (r) => r.windMph,
    beyond: (v) => v > 20,
    urgency: 'medium',
  },
  {
    id: 'wet',
    label: 'Wet',
    emoji: '🌧️',
    show: (v) => `${Math.round(v)}% chance of precipitation`,
    threshold: 70,
    limit: 'above 70%',
    value: (r) => r.precipitationPct,
    beyond: (v) => v > 70,
    urgency: 'medium',
  },
  {
    id: 'cold',
    label: 'Cold',
    emoji: '🥶',
    show: (v) => `${Math.round(v)}°F`,
    threshold: 32,
    limit: 'below 32°F',
    value: (r) => r.temperatureF,
    beyond: (v) => v < 32,
    urgency: 'low',
  },
  {
    id: 'hot',
    label: 'Hot',
    emoji: '🥵',
    show: (v) => `${Math.round(v)}°F`,
    threshold: 90,
    limit: 'above 90°F',
    value: (r) => r.temperatureF,
    beyond: (v) => v > 90,
    urgency: 'low',
  },
];

const COVERED = new Set(['dome', 'closed']);

export function weatherAlerts(game: AlertGame, readings: readonly WeatherReading[]): AlertDraft[] {
  if (game.roof && COVERED.has(game.roof)) return [];
  const ordered = [...readings]
    .filter((r) => r.capturedAtMs <= game.kickoffMs)
    .sort((a, b) => a.capturedAtMs - b.capturedAtMs || Number(a.observed) - Number(b.observed));
  const alerts: AlertDraft[] = [];
  for (const c of WEATHER_CONDITIONS) {
    let state: { beyond: boolean; value: number; atMs: number } | undefined;
    for (const r of ordered) {
      const v = c.value(r);
      if (v === null) continue;
      const beyond = c.beyond(v);
      if (beyond !== (state?.beyond ?? false)) alerts.push(weatherAlert(game, c, r, v, beyond, state));
      state = { beyond, value: v, atMs: r.capturedAtMs };
    }
  }
  return alerts;
}

const round = (v: number) => Math.round(v);

function weatherAlert(
  game: AlertGame,
  c: Condition,
  r: WeatherReading,
  value: number,
  beyond: boolean,
  before: { value: number; atMs: number } | undefined,
): AlertDraft {
  const matchup = `${game.awayTeam} @ ${game.homeTeam}`;
  const kind = r.observed ? 'observed at kickoff' : 'forecast for kickoff';
  return {
    key: ['weather', game.gameId, c.id, beyond ? 'in' : 'out', r.source, r.capturedAtMs].join('|'),
    type: 'weather',
    urgency: beyond ? c.urgency : 'low',
    gameId: game.gameId,
    detectedAtMs: r.capturedAtMs,
    fromAtMs: before?.atMs ?? null,
    title: beyond
      ? `${c.label} at ${matchup}: ${c.show(value)}`
      : `No longer ${c.label.toLowerCase()} at ${matchup}`,
    description: `${c.show(value)} ${kind} (${r.source})${before ? `, was ${c.show(before.value)}` : ''}.`,
    emoji: c.emoji,
    oldValue: before ? String(round(before.value)) : null,
    newValue: String(round(value)),
    impact: beyond ? `${c.label} by the spec's threshold (${c.limit}).` : `No longer ${c.limit}.`,
    team: game.homeTeam,
    player: null,
    playerId: null,
    book: null,
    market: null,
    side: null,
    line: null,
    price: null,
    details: {
      kind: 'weather',
      condition: c.id,
      value,
      threshold: c.threshold,
      observed: r.observed,
      source: r.source,
    },
  };
}
