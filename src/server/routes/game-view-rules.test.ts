// The API's Game built from stored rows at the clock (game-view.ts), pure: a game is scheduled before
// kickoff, in progress for 6 hours after it (or while a score is known), then "result pending" until
// its final; each market's line is the latest captured pair's, the home spread read from the away side
// when only that side is known; weather and stadium passed through, null when unknown.
import { describe, expect, it } from 'vitest';
import { lineRow, team, weekGame } from '../../../tests/support/week-game.ts';
import type { WeatherRow } from '../../db/repositories/weather.ts';
import { currentWeekView, gameView } from './game-view.ts';

const KICKOFF = new Date('2025-11-23T18:00:00Z');
const game = weekGame;
const line = (
  market: string,
  side: string,
  l: number | null,
  price: number | null,
  at: string,
  book = 'fanduel',
) => lineRow('2025_12_NYJ_BAL', market, side, l, price, at, book);
const WEATHER = {
  gameId: '2025_12_NYJ_BAL',
  source: 'open-meteo',
  observed: false,
  capturedAt: new Date('2025-11-23T12:00:00Z'),
  temperatureF: 41,
  windMph: 12,
  humidityPct: 60,
  precipitationPct: 20,
} as unknown as WeatherRow;
const at = (iso: string) => new Date(iso);

describe('a game as the API shows it', () => {
  it('carries the schedule, both sides with scores and rest, the stadium, each market and the weather', () => {
    const lines = [
      line('spreads', 'home', -3.5, -110, '2025-11-23T11:00:00Z'),
      // The away side was captured later: the pair's stamp is the latest of the two.
      line('spreads', 'away', 3.5, -105, '2025-11-23T11:30:00Z', 'draftkings'),
      line('totals', 'over', 44.5, -112, '2025-11-23T10:00:00Z'),
      line('totals', 'under', 44.5, -108, '2025-11-23T10:00:00Z'),
      line('h2h', 'home', null, -180, '2025-11-23T09:00:00Z'),
      line('h2h', 'away', null, 155, '2025-11-23T09:00:00Z'),
      // Another game's line is not this game's.
      { ...line('spreads', 'home', -7, -110, '2025-11-23T11:45:00Z'), gameId: '2025_12_KC_LV' },
    ];
    expect(gameView(game(), lines, WEATHER, at('2025-11-23T17:00:00Z'))).toEqual({
      id: '2025_12_NYJ_BAL',
      season: 2025,
      week: 12,
      gameType: 'REG',
      kickoff: '2025-11-23T18:00:00.000Z',
      kickoffEstimated: false,
      slot: 'sunday_early',
      slotLabel: 'Sunday Early Games',
      status: 'scheduled',
      liveDetail: null,
      overtime: false,
      home: { ...team('BAL', 'Baltimore Ravens', 'Ravens'), score: null, restDays: 7 },
      away: { ...team('NYJ', 'New York Jets', 'Jets'), score: null, restDays: 6 },
      stadium: { id: 'BAL00', name: 'M&T Bank Stadium', city: 'Baltimore', country: 'US', roof: 'outdoors' },
      roof: 'outdoors',
      neutralSite: false,
      divisionGame: false,
      odds: {
        spread: {
          book: 'draftkings',
          capturedAt: '2025-11-23T11:30:00.000Z',
          homeLine: -3.5,
          homePrice: -110,
          awayPrice: -105,
        },
        total: {
          book: 'fanduel',
          capturedAt: '2025-11-23T10:00:00.000Z',
          line: 44.5,
          overPrice: -112,
          underPrice: -108,
        },
        moneyline: {
          book: 'fanduel',
          capturedAt: '2025-11-23T09:00:00.000Z',
          homePrice: -180,
          awayPrice: 155,
        },
      },
      weather: {
        source: 'open-meteo',
        observed: false,
        capturedAt: '2025-11-23T12:00:00.000Z',
        temperatureF: 41,
        windMph: 12,
        humidityPct: 60,
        precipitationPct: 20,
      },
    });
  });

  it('reads the home spread from the away side alone, a total from the under alone; nothing captured is null', () => {
    const odds = gameView(
      game(),
      [
        line('spreads', 'away', 3.5, -105, '2025-11-23T11:00:00Z'),
        line('totals', 'under', 44, -110, '2025-11-23T11:00:00Z'),
      ],
      undefined,
      KICKOFF,
    ).odds;
    expect(odds).toEqual({
      spread: {
        book: 'fanduel',
        capturedAt: '2025-11-23T11:00:00.000Z',
        homeLine: -3.5,
        homePrice: null,
        awayPrice: -105,
      },
      total: {
        book: 'fanduel',
        capturedAt: '2025-11-23T11:00:00.000Z',
        line: 44,
        overPrice: null,
        underPrice: -110,
      },
      moneyline: null,
    });
    // A side without a line gives no home line.
    expect(
      gameView(game(), [line('spreads', 'away', null, -110, '2025-11-23T11:00:00Z')], undefined, KICKOFF).odds
        .spread?.homeLine,
    ).toBeNull();
    expect(gameView(game(), [], undefined, KICKOFF).odds).toEqual({
      spread: null,
      total: null,
      moneyline: null,
    });
  });

  it('prices each market from the one side captured, and reads only this game’s lines', () => {
    const other = { ...line('h2h', 'away', null, -300, '2025-11-23T11:30:00Z'), gameId: '2025_12_DAL_PHI' };
    const odds = gameView(
      game(),
      [
        line('spreads', 'home', null, -110, '2025-11-23T11:00:00Z'),
        line('totals', 'over', null, -115, '2025-11-23T11:00:00Z'),
        line('h2h', 'home', null, 150, '2025-11-23T11:00:00Z'),
        other,
      ],
      undefined,
      KICKOFF,
    ).odds;
    const stamp = { book: 'fanduel', capturedAt: '2025-11-23T11:00:00.000Z' };
    expect(odds).toEqual({
      spread: { ...stamp, homeLine: null, homePrice: -110, awayPrice: null },
      total: { ...stamp, line: null, overPrice: -115, underPrice: null },
      // The other game's away price (−300, and a later capture) is not this game's.
      moneyline: { ...stamp, homePrice: 150, awayPrice: null },
    });
    expect(
      gameView(game(), [line('h2h', 'away', null, -170, '2025-11-23T11:00:00Z')], undefined, KICKOFF).odds
        .moneyline,
    ).toEqual({ ...stamp, homePrice: null, awayPrice: -170 });
  });

  it('is in progress for 6 hours after kickoff, then result pending; final once the result is known', () => {
    const status = (asOf: string, over = {}) => gameView(game(over), [], undefined, at(asOf)).status;
    expect(status('2025-11-23T17:59:59.999Z')).toBe('scheduled');
    expect(status('2025-11-23T18:00:00.000Z')).toBe('in_progress');
    // 18:00 + 6 × 3,600,000 ms = 00:00 the next day.
    expect(status('2025-11-23T23:59:59.999Z')).toBe('in_progress');
    expect(status('2025-11-24T00:00:00.000Z')).toBe('result_pending');
    // A live score keeps it in progress however long it runs.
    expect(status('2025-11-24T01:00:00.000Z', { homeScore: 20, awayScore: 17 })).toBe('in_progress');
    expect(status('2025-11-23T17:00:00.000Z', { final: true })).toBe('final');
  });

  it('has no stadium or weather when none is known', () => {
    const view = gameView(game({ stadium: null }), [], undefined, KICKOFF);
    expect([view.stadium, view.weather]).toEqual([null, null]);
  });
});

describe('the current week as the API shows it', () => {
  it('says whether it is a playoff week (after week 18), stamped with the clock', () => {
    const asOf = at('2026-01-13T12:00:00Z');
    expect(currentWeekView({ season: 2025, week: 19, label: 'Playoffs', fallback: false }, asOf)).toEqual({
      season: 2025,
      week: 19,
      label: 'Playoffs',
      fallback: false,
      isPlayoffs: true,
      asOf: '2026-01-13T12:00:00.000Z',
    });
    expect(
      currentWeekView({ season: 2025, week: 18, label: 'Week 18', fallback: false }, asOf).isPlayoffs,
    ).toBe(false);
  });
});
