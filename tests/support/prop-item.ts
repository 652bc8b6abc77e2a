// One prop item of Patrick Mahomes' 2024 week 12 (decision 073's shape), for the recommended-bet tests of
// the domain and the web: passing yards UNDER 245.5 at DraftKings (over −250 / under +200), provisional.
import type { PropItem } from '../../src/shared/api/props.ts';

export const propItem = (over: Partial<PropItem>): PropItem => ({
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

/** His rushing yards OVER 18.5 at FanDuel (−110), frozen at kickoff: public, edge 0.08. */
export const RUSH_FROZEN: PropItem = propItem({
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
