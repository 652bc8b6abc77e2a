import { describe, expect, it } from 'vitest';
import type { AlertGame } from './alert.ts';
import { type WeatherReading, weatherAlerts } from './weather-crossings.ts';

// Buffalo's open-air stadium, a December kickoff.
const GAME: AlertGame = {
  gameId: '2025_15_NE_BUF',
  season: 2025,
  week: 15,
  homeTeam: 'BUF',
  awayTeam: 'NE',
  kickoffMs: Date.parse('2025-12-14T18:00:00Z'),
  roof: 'outdoors',
};
const H = 3_600_000;
const reading = (hoursBefore: number, r: Partial<WeatherReading>): WeatherReading => ({
  source: 'open-meteo',
  capturedAtMs: GAME.kickoffMs - hoursBefore * H,
  observed: false,
  temperatureF: null,
  windMph: null,
  precipitationPct: null,
  ...r,
});

describe('weather alerts', () => {
  it('alerts each threshold crossing, in and out, against the previous snapshot', () => {
    const alerts = weatherAlerts(GAME, [
      reading(48, { windMph: 14, temperatureF: 35, precipitationPct: 40 }),
      reading(24, { windMph: 22, temperatureF: 30, precipitationPct: 75 }),
      reading(6, { windMph: 18, temperatureF: 29, precipitationPct: null }),
    ]);
    expect(alerts.map((a) => [a.title, a.urgency, a.oldValue, a.newValue])).toEqual([
      ['Windy at NE @ BUF: 22 mph wind', 'medium', '14', '22'],
      ['No longer windy at NE @ BUF', 'low', '22', '18'],
      ['Wet at NE @ BUF: 75% chance of precipitation', 'medium', '40', '75'],
      ['Cold at NE @ BUF: 30°F', 'low', '35', '30'],
    ]);
    expect(alerts.every((a) => a.side === null && a.team === 'BUF')).toBe(true);
  });

  it('counts a first sighting beyond a threshold, such as the observation at kickoff', () => {
    const alerts = weatherAlerts(GAME, [
      { ...reading(0, { windMph: 24, temperatureF: 20 }), source: 'nflverse', observed: true },
    ]);
    expect(
      alerts.map((a) => [a.details.kind === 'weather' && a.details.condition, a.oldValue, a.fromAtMs]),
    ).toEqual([
      ['windy', null, null],
      ['cold', null, null],
    ]);
    expect(alerts[0]?.description).toContain('observed at kickoff');
  });

  it('says nothing about domes and closed roofs, or about readings after kickoff', () => {
    expect(weatherAlerts({ ...GAME, roof: 'dome' }, [reading(3, { windMph: 30 })])).toEqual([]);
    expect(weatherAlerts(GAME, [reading(-1, { windMph: 30 })])).toEqual([]);
  });
});
