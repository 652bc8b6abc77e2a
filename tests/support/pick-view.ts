// A whole prediction (the shared PickView, valid against its schema, so a route's serialiser passes it)
// for the routes' fast tests: weekGame()'s Jets at Ravens, week 12 of 2025, kickoff Sunday 18:00 UTC;
// provisional, predicted Wednesday 12:00, BAL to win at 64 %, by 4.25, BAL −3.5 and OVER 44.5 taken.
// `over` replaces any field; noPickView() is the same game with no pick published.
import type { NoPickView, PickView, TeamBioBoostView } from '../../src/shared/api/predictions.ts';

const input = { score: 50, reason: 'stand-in' };
export const bioBoost = (score: number): TeamBioBoostView => ({
  score,
  inputs: { sleep: input, tIndex: input, cortisol: input, hydration: input, recovery: input },
});

const slot = {
  gameId: '2025_12_NYJ_BAL',
  season: 2025,
  week: 12,
  kickoff: '2025-11-23T18:00:00.000Z',
  slot: 'sunday_early',
  slotLabel: 'SUN 1PM',
  modelVersion: 'gg-test',
  result: null,
} as const;

export const pickView = (over: Partial<PickView> = {}): PickView => ({
  ...slot,
  home: { code: 'BAL', name: 'Baltimore Ravens', emoji: '🐦', bioBoost: bioBoost(61.4) },
  away: { code: 'NYJ', name: 'New York Jets', emoji: '✈️', bioBoost: bioBoost(57.5) },
  status: 'provisional',
  predictedAt: '2025-11-19T12:00:00.000Z',
  publishedBeforeKickoff: null,
  winner: 'BAL',
  winProbability: 0.64,
  confidence: { tier: 'MEDIUM', percent: 64 },
  predictedMargin: 4.25,
  predictedTotal: 46.04,
  spread: { homeLine: -3.5, pick: 'BAL', edge: 0.75, price: -110 },
  total: { line: 44.5, pick: 'OVER', edge: 1.54, price: -105 },
  commentary: 'Ravens by 4.',
  factors: {
    homeRating: 3,
    awayRating: 1,
    homeField: 1.5,
    restTravel: 0.5,
    ratingMargin: 4,
    marketSpread: 3.5,
    marketWeight: 0.5,
    bioBoostPoints: 0.25,
    modelTotal: 46.04,
    marketTotal: 44.5,
  },
  grade: null,
  ...over,
});

export const noPickView = (over: Partial<NoPickView> = {}): NoPickView => ({
  ...slot,
  home: { code: 'BAL', name: 'Baltimore Ravens', emoji: '🐦' },
  away: { code: 'NYJ', name: 'New York Jets', emoji: '✈️' },
  status: 'no_pick',
  reasons: [{ code: 'no_line', detail: 'No line was captured before kickoff.' }],
  recorded: true,
  ...over,
});
