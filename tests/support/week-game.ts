// A stored game row (the games repository's WeekGame) for the routes' fast tests: Jets at Ravens,
// week 12 of 2025, Sunday 18:00 UTC, outdoors, nothing played yet. `over` replaces any field.
import type { WeekGame } from '../../src/db/repositories/games.ts';
import type { LineRow } from '../../src/db/repositories/odds.ts';
import type { Week1Game } from '../../src/shared/api/week1.ts';

export const team = (code: string, name: string, nickname: string) => ({
  code,
  name,
  nickname,
  emoji: '🏈',
  primaryColor: '#000000',
  secondaryColor: '#FFFFFF',
});

export const weekGame = (over: Partial<Record<string, unknown>> = {}) =>
  ({
    gameId: '2025_12_NYJ_BAL',
    season: 2025,
    week: 12,
    gameType: 'REG',
    kickoff: new Date('2025-11-23T18:00:00Z'),
    kickoffEstimated: false,
    timeSlot: 'sunday_early',
    liveDetail: null,
    overtime: false,
    final: false,
    home: team('BAL', 'Baltimore Ravens', 'Ravens'),
    away: team('NYJ', 'New York Jets', 'Jets'),
    homeScore: null,
    awayScore: null,
    homeRest: 7,
    awayRest: 6,
    stadium: { id: 'BAL00', name: 'M&T Bank Stadium', city: 'Baltimore', country: 'US', roof: 'outdoors' },
    roof: 'outdoors',
    neutralSite: false,
    divisionGame: false,
    ...over,
  }) as unknown as WeekGame;

/** One stored line (the odds repository's LineRow) of `gameId`. */
export const lineRow = (
  gameId: string,
  market: string,
  side: string,
  line: number | null,
  price: number | null,
  at: string,
  book = 'fanduel',
): LineRow => ({ gameId, book, market, side, line, price, capturedAt: new Date(at) });

/** The Week 1 page's card of weekGame() (week1-view.ts's shape), BAL −3.5 at fanduel, no pick yet. */
export const weekCard = (over: Partial<Week1Game> = {}, bioBoost: Partial<Week1Game['bioBoost']> = {}) =>
  ({
    id: '2025_12_NYJ_BAL',
    season: 2025,
    timeSlot: 'Sunday Early',
    slot: 'sunday_early',
    international: false,
    date: '2025-11-23',
    time: '13:00',
    kickoff: '2025-11-23T18:00:00.000Z',
    location: 'M&T Bank Stadium, Baltimore',
    awayTeam: { name: 'New York Jets', abbreviation: 'NYJ', spread: '+3.5', spreadValue: 3.5 },
    homeTeam: { name: 'Baltimore Ravens', abbreviation: 'BAL', spread: '-3.5', spreadValue: -3.5 },
    overUnder: 44.5,
    moneyline: { away: 155, home: -180 },
    odds: { book: 'fanduel', capturedAt: '2025-11-19T10:00:00.000Z' },
    bioBoost: {
      score: null,
      homeScore: null,
      awayScore: null,
      recommendation: null,
      confidence: null,
      pick: null,
      status: 'no_pick',
      withheld: false,
      commentary: 'No pick has been computed for this game yet.',
      factors: {
        weather: null,
        injuries: {
          keyPlayersOut: [],
          awayInjuries: 0,
          homeInjuries: 0,
          awayTeamImpact: 0,
          homeTeamImpact: 0,
        },
        lineMove: null,
        travelMiles: 188,
      },
      ...bioBoost,
    },
    ...over,
  }) satisfies Week1Game;
