// A made-up game for model tests: Bills at Chiefs, week 5 of 2030 at Arrowhead, a cold windy Sunday
// at 1 pm ET, the Chiefs 3-point favourites with a total of 47.5. Tests override what they vary.
import type { InputScore } from '../bioboost/text.ts';
import type { ModelGame } from './game.ts';
import type { GamePrediction } from './predict-game.ts';

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

const GAME = sampleGame();

// A prediction for the sample game, every figure chosen: the Chiefs by 4.3 (64%), a 1.3-point lean
// against the 3-point line, UNDER 47.5, BioBoost 71 to 64.
const neutral: InputScore = { value: 85, reason: 'Indoors (dome): neutral' };
export const sampleBioBoost = (score: number, hydration = neutral) => ({
  score,
  inputs: { sleep: neutral, tIndex: neutral, cortisol: neutral, hydration, recovery: neutral },
});

export function samplePrediction(
  over: Partial<GamePrediction> = {},
  factors: Partial<GamePrediction['factors']> = {},
) {
  const p: GamePrediction = {
    gameId: GAME.id,
    season: 2030,
    week: 5,
    kickoffMs: GAME.kickoffMs,
    homeTeam: 'KC',
    awayTeam: 'BUF',
    modelVersion: 'test',
    predictedAtMs: GAME.kickoffMs,
    locked: true,
    homeWinProbability: 0.64,
    winner: 'home',
    winnerTeam: 'KC',
    confidence: { tier: 'MEDIUM', percent: 64 },
    predictedMargin: 4.26,
    predictedTotal: 45.5,
    spread: { line: 3, pick: 'home', pickTeam: 'KC', edge: 1.26, price: null },
    total: { line: 47.5, pick: 'UNDER', edge: -2, price: null },
    factors: {
      homeRating: 2,
      awayRating: 0.5,
      homeField: 1.74,
      restTravel: 0,
      ratingMargin: 3.24,
      marketSpread: 3,
      marketWeight: 0.5,
      bioBoostPoints: 0.3,
      modelTotal: 45.5,
      marketTotal: 47.5,
      rawHomeWinProbability: 0.64,
      ...factors,
    },
    bioBoost: { home: sampleBioBoost(71), away: sampleBioBoost(64) },
    commentary: '',
    ...over,
  };
  return p;
}
