import { describe, expect, it } from 'vitest';
import type { RecommendedBet } from '../../../../shared/api/players.ts';
import { betCall, betDetail } from './recommended-bet.ts';

const bet: RecommendedBet = {
  market: 'player_pass_yds',
  label: 'Passing yards',
  status: 'provisional',
  side: 'UNDER',
  line: 242.5,
  book: 'draftkings',
  odds: 200,
  projection: 250.34,
  edge: 7.84,
  probability: 0.4702,
  marketProbability: 0.3226,
  probabilityEdge: 0.1476,
  confidence: 'HIGH',
  capturedAt: '2024-11-19T18:00:00.000Z',
};

describe("a player card's recommended bet (his prop pick)", () => {
  it('reads the pick’s side, line, price, chances and confidence, provisional before kickoff', () => {
    expect(betCall(bet)).toBe('UNDER 242.5');
    expect(betDetail(bet)).toBe(
      "Passing yards at DraftKings (+200), HIGH: we project 250.3; our chance 47% vs the book's 32%, provisional until kickoff.",
    );
  });

  it('says when the pick was frozen at kickoff, with the price of the side picked', () => {
    expect(betDetail({ ...bet, status: 'frozen', side: 'OVER', odds: -250, confidence: 'LOW' })).toBe(
      "Passing yards at DraftKings (\u2212250), LOW: we project 250.3; our chance 47% vs the book's 32%, frozen at kickoff.",
    );
  });
});
