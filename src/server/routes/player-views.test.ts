import { describe, expect, it } from 'vitest';
import type { PropItem } from '../../shared/api/props.ts';
import { kickoffEt, matchupLabel, recommendedBets } from './player-views.ts';

const item = (over: Partial<PropItem>): PropItem => ({
  playerId: '00-0033873',
  playerName: 'Patrick Mahomes',
  position: 'QB',
  team: 'KC',
  opponent: 'CAR',
  season: 2024,
  week: 12,
  kickoff: '2024-11-24T18:00:00.000Z',
  market: 'player_pass_yds',
  marketLabel: 'Passing yards',
  status: 'provisional',
  projection: 251.2,
  line: {
    book: 'draftkings',
    line: 245.5,
    overPrice: -250,
    underPrice: 200,
    capturedAt: '2024-11-22T15:00:00.000Z',
  },
  pick: {
    side: 'UNDER',
    edge: 5.7,
    probability: 0.48,
    marketProbability: 0.32,
    probabilityEdge: 0.16,
    confidence: 'HIGH',
    hitRate: { hits: 4, pushes: 0, games: 10 },
  },
  median: null,
  noPickReasons: null,
  grade: null,
  ...over,
});

describe('player answer labels', () => {
  it('prints kickoffs in New York wall time across the daylight-saving change', () => {
    // 2025 week 12: Sunday 23 Nov 1:00 PM EST (18:00Z), Monday night 8:15 PM EST (01:15Z Tuesday).
    expect(kickoffEt(new Date('2025-11-23T18:00:00Z'))).toBe('Sun 1:00 PM ET');
    expect(kickoffEt(new Date('2025-11-25T01:15:00Z'))).toBe('Mon 8:15 PM ET');
    // Week 1 under EDT: Thursday 4 Sep 2025 8:20 PM (00:20Z Friday).
    expect(kickoffEt(new Date('2025-09-05T00:20:00Z'))).toBe('Thu 8:20 PM ET');
    expect(kickoffEt(new Date('2025-10-12T16:30:00Z'))).toBe('Sun 12:30 PM ET');
  });

  it('reads home and away from the nflverse game id (season_week_away_home)', () => {
    expect(matchupLabel('2024_12_KC_CAR', 'KC', 'CAR')).toBe('KC @ CAR');
    expect(matchupLabel('2024_12_KC_CAR', 'CAR', 'KC')).toBe('CAR vs KC');
  });

  it("makes a card's recommended bets its prop picks, as published: no-picks and median views are no bet", () => {
    const rush = item({
      market: 'player_rush_yds',
      marketLabel: 'Rushing yards',
      status: 'frozen',
      projection: 22.4,
      line: {
        book: 'fanduel',
        line: 18.5,
        overPrice: -110,
        underPrice: -110,
        capturedAt: '2024-11-24T12:00:00.000Z',
      },
      pick: {
        side: 'OVER',
        edge: 3.9,
        probability: 0.58,
        marketProbability: 0.5,
        probabilityEdge: 0.08,
        confidence: 'MEDIUM',
        hitRate: { hits: 6, pushes: 0, games: 10 },
      },
    });
    const bets = recommendedBets([
      rush,
      item({}),
      item({ market: 'player_receptions', status: 'no_pick', pick: null, noPickReasons: [] }),
      item({
        market: 'player_reception_yds',
        status: 'median',
        line: null,
        pick: null,
        median: {
          median: 3,
          games: 10,
          lean: 'ABOVE',
          difference: 1,
          label: 'vs his recent median — no sportsbook line',
        },
      }),
    ]);
    // Strongest probability edge first; the price is the picked side's.
    expect(bets.map((b) => [b.market, b.status, b.side, b.line, b.book, b.odds, b.confidence])).toEqual([
      ['player_pass_yds', 'provisional', 'UNDER', 245.5, 'draftkings', 200, 'HIGH'],
      ['player_rush_yds', 'frozen', 'OVER', 18.5, 'fanduel', -110, 'MEDIUM'],
    ]);
    expect(bets[0]).toMatchObject({
      projection: 251.2,
      edge: 5.7,
      probability: 0.48,
      marketProbability: 0.32,
    });
    expect(recommendedBets([])).toEqual([]);
  });
});
