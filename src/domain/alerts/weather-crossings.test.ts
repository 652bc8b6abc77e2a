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

describe('weather alert text and thresholds', () => {
  it('writes what a user reads when a forecast crosses a threshold and when it crosses back', () => {
    const alerts = weatherAlerts(GAME, [
      reading(48, { windMph: 14.4 }),
      reading(24, { windMph: 22.2 }),
      reading(6, { windMph: 17.6 }),
    ]);
    const common = {
      type: 'weather',
      gameId: '2025_15_NE_BUF',
      emoji: '💨',
      team: 'BUF',
      player: null,
      playerId: null,
      book: null,
      market: null,
      side: null,
      line: null,
      price: null,
    };
    expect(alerts).toEqual([
      {
        ...common,
        key: `weather|2025_15_NE_BUF|windy|in|open-meteo|${GAME.kickoffMs - 24 * H}`,
        urgency: 'medium',
        detectedAtMs: GAME.kickoffMs - 24 * H,
        fromAtMs: GAME.kickoffMs - 48 * H,
        title: 'Windy at NE @ BUF: 22 mph wind',
        description: '22 mph wind forecast for kickoff (open-meteo), was 14 mph wind.',
        oldValue: '14',
        newValue: '22',
        impact: "Windy by the spec's threshold (above 20 mph).",
        details: {
          kind: 'weather',
          condition: 'windy',
          value: 22.2,
          threshold: 20,
          observed: false,
          source: 'open-meteo',
        },
      },
      {
        ...common,
        key: `weather|2025_15_NE_BUF|windy|out|open-meteo|${GAME.kickoffMs - 6 * H}`,
        urgency: 'low',
        detectedAtMs: GAME.kickoffMs - 6 * H,
        fromAtMs: GAME.kickoffMs - 24 * H,
        title: 'No longer windy at NE @ BUF',
        description: '18 mph wind forecast for kickoff (open-meteo), was 22 mph wind.',
        oldValue: '22',
        newValue: '18',
        impact: 'No longer above 20 mph.',
        details: {
          kind: 'weather',
          condition: 'windy',
          value: 17.6,
          threshold: 20,
          observed: false,
          source: 'open-meteo',
        },
      },
    ]);
  });

  it('needs a value strictly beyond each threshold, and alerts heat above 90°F', () => {
    // Exactly at the spec's numbers is not beyond them.
    expect(
      weatherAlerts(GAME, [reading(5, { windMph: 20, precipitationPct: 70, temperatureF: 32 })]),
    ).toEqual([]);
    expect(weatherAlerts(GAME, [reading(5, { temperatureF: 90 })])).toEqual([]);
    const hot = weatherAlerts(GAME, [reading(5, { temperatureF: 95 })]);
    expect(hot.map((a) => [a.title, a.description, a.emoji, a.urgency])).toEqual([
      ['Hot at NE @ BUF: 95°F', '95°F forecast for kickoff (open-meteo).', '🥵', 'low'],
    ]);
  });

  it('reads snapshots in time order whatever order they are stored in, the observation after a forecast of the same instant', () => {
    const alerts = weatherAlerts(GAME, [
      // The observation at kickoff (calm) and the last forecast (windy) carry the same instant.
      { ...reading(0, { windMph: 12 }), source: 'nflverse', observed: true },
      reading(0, { windMph: 23 }),
      reading(30, { windMph: 10 }),
    ]);
    expect(alerts.map((a) => [a.title, a.oldValue, a.newValue])).toEqual([
      ['Windy at NE @ BUF: 23 mph wind', '10', '23'],
      ['No longer windy at NE @ BUF', '23', '12'],
    ]);
  });
});
