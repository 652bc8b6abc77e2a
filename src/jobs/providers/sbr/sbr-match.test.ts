import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { easternWallTime } from '../../../domain/time/eastern-time.ts';
import { matchSbrGames, type ScheduleGame, sbrOpenKnownAt } from './sbr-match.ts';
import type { SbrGame, SbrSide } from './sbr-rows.ts';

const side = (name: string, codes: string[], moneyline: number | null = null): SbrSide => ({
  name,
  codes,
  final: 0,
  moneyline,
});
const sched = (gameId: string, kickoff: string, awayTeam: string, homeTeam: string): ScheduleGame => ({
  gameId,
  season: Number(gameId.slice(0, 4)),
  kickoff: new Date(kickoff),
  awayTeam,
  homeTeam,
});

describe('SBR games matched to the schedule', () => {
  const schedule = [
    // 2015 week 6: SBR dates the Sunday slate 10/17 instead of 10/18.
    sched('2015_06_KC_MIN', '2015-10-18T17:00:00Z', 'KC', 'MIN'),
    sched('2015_06_NYJ_WAS', '2015-10-18T17:00:00Z', 'WAS', 'NYJ'),
    // Neutral site (London), SBR lists the nflverse home team first.
    sched('2015_07_BUF_JAX', '2015-10-25T13:30:00Z', 'BUF', 'JAX'),
  ];

  it('orients the lines from the schedule, allowing SBR’s date to be a day off, and tells NewYork apart', () => {
    const games: SbrGame[] = [
      {
        file: 'f.xlsx',
        row: 2,
        date: '2015-10-17',
        neutral: false,
        teams: [side('KansasCity', ['KC'], 150), side('Minnesota', ['MIN'], -170)],
        // MIN (second row, home) favoured by 3 at the open, 3.5 at the close.
        open: { spread: { favourite: 1, points: 3 }, total: 43 },
        close: { spread: { favourite: 1, points: 3.5 }, total: 42.5 },
      },
      {
        file: 'f.xlsx',
        row: 4,
        date: '2015-10-18',
        neutral: false,
        teams: [side('Washington', ['WAS']), side('NewYork', ['NYG', 'NYJ'])],
        open: { spread: { favourite: 1, points: 6.5 }, total: null },
        close: { spread: null, total: 40 },
      },
      {
        file: 'f.xlsx',
        row: 6,
        date: '2015-10-25',
        neutral: true,
        // JAX (the schedule's home team) first: JAX favoured by 4 on its own row.
        teams: [side('Jacksonville', ['JAX']), side('Buffalo', ['BUF'])],
        open: { spread: { favourite: 0, points: 4 }, total: 44 },
        close: { spread: { favourite: 1, points: 5 }, total: 45 },
      },
    ];
    const { matched, refused } = matchSbrGames(games, 2015, schedule);
    expect(refused).toEqual([]);
    expect(
      matched.map((m) => [m.gameId, m.dateOffset, m.open, m.close, m.homeMoneyline, m.awayMoneyline]),
    ).toEqual([
      // Home favoured: home handicap negative.
      ['2015_06_KC_MIN', 1, { homeSpread: -3, total: 43 }, { homeSpread: -3.5, total: 42.5 }, -170, 150],
      ['2015_06_NYJ_WAS', 0, { homeSpread: -6.5, total: null }, { homeSpread: null, total: 40 }, null, null],
      // Home (JAX) favoured by 4 at the open; BUF (away) by 5 at the close: JAX +5.
      ['2015_07_BUF_JAX', 0, { homeSpread: -4, total: 44 }, { homeSpread: 5, total: 45 }, null, null],
    ]);
  });

  it('refuses a game with no schedule game within a day, naming file, row and why', () => {
    const game: SbrGame = {
      file: 'f.xlsx',
      row: 8,
      date: '2015-10-15',
      neutral: false,
      teams: [side('KansasCity', ['KC']), side('Minnesota', ['MIN'])],
      open: { spread: null, total: null },
      close: { spread: null, total: null },
    };
    expect(matchSbrGames([game], 2015, schedule).refused).toEqual([
      {
        file: 'f.xlsx',
        row: 8,
        reason: 'no 2015 schedule game of KansasCity and Minnesota within 1 day of 2015-10-15',
      },
    ]);
  });
});

describe('when SBR’s open counts as known', () => {
  it('is 12:00 Eastern on the Tuesday before the game', () => {
    // Sunday 14 Nov 2021 13:00 EST → Tuesday 9 Nov 12:00 EST = 17:00Z.
    expect(sbrOpenKnownAt(new Date('2021-11-14T18:00:00Z')).toISOString()).toBe('2021-11-09T17:00:00.000Z');
    // Thursday 11 Nov 20:20 EST and Monday 15 Nov 20:15 EST: the same Tuesday 9 Nov.
    expect(sbrOpenKnownAt(new Date('2021-11-12T01:20:00Z')).toISOString()).toBe('2021-11-09T17:00:00.000Z');
    expect(sbrOpenKnownAt(new Date('2021-11-16T01:15:00Z')).toISOString()).toBe('2021-11-09T17:00:00.000Z');
    // Sunday 12 Sep 2021 13:00 EDT → Tuesday 7 Sep 12:00 EDT = 16:00Z.
    expect(sbrOpenKnownAt(new Date('2021-09-12T17:00:00Z')).toISOString()).toBe('2021-09-07T16:00:00.000Z');
    // Tuesday 28 Dec 2010 (MIN@PHI, snow-delayed) → the Tuesday a week before.
    expect(sbrOpenKnownAt(new Date('2010-12-29T01:00:00Z')).toISOString()).toBe('2010-12-21T17:00:00.000Z');
  });

  it('property: a Tuesday noon Eastern, before kickoff and less than eight days before it', () => {
    const start = Date.UTC(2007, 8, 1);
    const end = Date.UTC(2022, 1, 28);
    fc.assert(
      fc.property(fc.integer({ min: start, max: end }), (ms) => {
        const kickoff = new Date(ms);
        const known = sbrOpenKnownAt(kickoff);
        const wall = easternWallTime(known);
        expect([wall.weekday, wall.hour, wall.minute]).toEqual([2, 12, 0]);
        expect(known.getTime()).toBeLessThan(kickoff.getTime());
        expect(kickoff.getTime() - known.getTime()).toBeLessThan(8 * 86_400_000);
      }),
    );
  });
});
