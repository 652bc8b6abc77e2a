// A made-up game for model tests: Bills at Chiefs, week 5 of 2030 at Arrowhead, a cold windy Sunday
// at 1 pm ET, the Chiefs 3-point favourites with a total of 47.5. Tests override what they vary.
import type { ModelGame } from './game.ts';

const ARROWHEAD = {
  id: 'KAN00',
  latitude: 39.049,
  longitude: -94.484,
  timeZone: 'America/Chicago',
  country: 'US',
};

export const sampleGame = (over: Partial<ModelGame> = {}): ModelGame => ({
  id: '2030_05_BUF_KC',
  season: 2030,
  week: 5,
  gameType: 'REG',
  kickoffMs: Date.parse('2030-10-06T17:00:00Z'),
  homeTeam: 'KC',
  awayTeam: 'BUF',
  neutralSite: false,
  divisional: false,
  venue: ARROWHEAD,
  roof: 'outdoors',
  weather: { temperatureF: 20, windMph: 22, humidityPct: null },
  market: { spread: 3, total: 47.5 },
  result: null,
  ...over,
});
