// The schedule facts on a handful of made-up games whose answers can be worked out by hand (the
// real-schedule checks are in schedule-facts.test.ts): kickoff order, home bases, prime time, home
// field at neutral sites, the body clock and time zones crossed, whatever order the games come in.
import { describe, expect, it } from 'vitest';
import type { ModelGame, Venue } from './game.ts';
import { sampleGame } from './sample-game.test-data.ts';
import { buildScheduleFacts, byKickoff, homeBases } from './schedule-facts.ts';

const venue = (id: string, timeZone: string, latitude: number, longitude: number, country = 'US'): Venue => ({
  id,
  latitude,
  longitude,
  timeZone,
  country,
});
const ARROWHEAD = venue('KAN00', 'America/Chicago', 39.049, -94.484);
const LUMEN = venue('SEA00', 'America/Los_Angeles', 47.595, -122.332);
const METLIFE = venue('NYC01', 'America/New_York', 40.814, -74.074);
const MUNICH = venue('GER00', 'Europe/Berlin', 48.219, 11.625, 'DE');

const game = (
  id: string,
  kickoffIso: string,
  homeTeam: string,
  awayTeam: string,
  over: Partial<ModelGame> = {},
) =>
  sampleGame({
    id,
    season: 2030,
    kickoffMs: Date.parse(kickoffIso),
    homeTeam,
    awayTeam,
    venue: homeTeam === 'KC' ? ARROWHEAD : homeTeam === 'SEA' ? LUMEN : METLIFE,
    ...over,
  });

const factsOf = (games: ModelGame[], id: string) => {
  const f = buildScheduleFacts(games).get(id);
  if (!f) throw new Error(`no facts for ${id}`);
  return f;
};

describe('schedule facts, worked by hand', () => {
  it('orders games by kickoff, then by id', () => {
    const a = game('a', '2030-09-15T17:00:00Z', 'KC', 'BUF');
    const b = game('b', '2030-09-15T17:00:00Z', 'SEA', 'DEN');
    const early = game('z', '2030-09-12T00:15:00Z', 'NYJ', 'NE');
    expect([byKickoff(a, b), byKickoff(b, a), byKickoff(a, a)]).toEqual([-1, 1, 0]);
    expect([b, a, early].sort(byKickoff).map((g) => g.id)).toEqual(['z', 'a', 'b']);
  });

  it('takes the venue of most home games as the base, the earliest first on a tie, never a neutral site', () => {
    const home = (id: string, day: number, v: Venue, over: Partial<ModelGame> = {}) =>
      game(id, `2030-09-${String(day).padStart(2, '0')}T17:00:00Z`, 'KC', 'BUF', { venue: v, ...over });
    // Listed out of order: MetLife hosted the earliest game, Arrowhead as many later.
    const tie = [
      home('3', 20, ARROWHEAD),
      home('2', 13, METLIFE),
      home('4', 27, METLIFE),
      home('1', 6, ARROWHEAD),
    ];
    expect(homeBases([tie[0], tie[1], tie[3], tie[2]] as ModelGame[]).get('2030|KC')?.id).toBe('KAN00');
    expect(homeBases(tie.slice(0, 2)).get('2030|KC')?.id).toBe('NYC01');
    // Three neutral-site games in Munich and one at an unknown venue do not outvote one at home.
    const neutral = [1, 2, 3].map((d) => home(`m${d}`, d, MUNICH, { neutralSite: true }));
    const unknown = home('u', 4, ARROWHEAD, { venue: null });
    expect(homeBases([...neutral, unknown, home('k', 20, ARROWHEAD)]).get('2030|KC')?.id).toBe('KAN00');
    expect(homeBases([...neutral, unknown]).has('2030|KC')).toBe(false);
  });

  it('counts rest from the previous game, whatever order the games come in', () => {
    const week1 = game('w1', '2030-09-08T17:00:00Z', 'KC', 'BUF');
    const week2 = game('w2', '2030-09-15T20:25:00Z', 'SEA', 'KC');
    const f = factsOf([week2, week1], 'w2');
    expect(f.away.restDays).toBe(7);
    expect(f.away.previousWeekday).toBe(0);
    expect(f.home.restDays).toBeNull();
    expect(f.home.previousWeekday).toBeNull();
  });

  it('reads the kickoff on each team’s own clock, and the zones it flew', () => {
    const kcHome = game('k', '2030-09-08T17:00:00Z', 'KC', 'BUF');
    const seaHome = game('s', '2030-09-08T20:05:00Z', 'SEA', 'DEN');
    // The Seahawks fly to Kansas City for a 12:25 pm Central kickoff: 10:25 am on their clock, two zones east.
    const trip = game('t', '2030-09-15T17:25:00Z', 'KC', 'SEA');
    const f = factsOf([kcHome, seaHome, trip], 't');
    expect(f.away.bodyClockHour).toBeCloseTo(10 + 25 / 60, 12);
    expect(f.away.zonesCrossed).toBe(2);
    expect(f.home.bodyClockHour).toBeCloseTo(12 + 25 / 60, 12);
    expect(f.home.zonesCrossed).toBe(0);
    // The Chiefs in Munich at 3:30 pm there (Sunday), 8:30 am at home: seven zones east.
    const munich = game('m', '2030-11-10T14:30:00Z', 'SEA', 'KC', { venue: MUNICH, neutralSite: true });
    const abroad = factsOf([kcHome, seaHome, munich], 'm');
    expect(abroad.away.zonesCrossed).toBe(7);
    expect(abroad.home.zonesCrossed).toBe(9);
    expect(abroad.away.bodyClockHour).toBeCloseTo(8.5, 12);
    // Late evening in Munich is the same date in Kansas City; after midnight there, it is still the day before.
    const late = game('l', '2030-11-09T22:30:00Z', 'SEA', 'KC', { venue: MUNICH, neutralSite: true });
    expect(factsOf([kcHome, seaHome, late], 'l').away.zonesCrossed).toBe(7);
    const midnight = game('n', '2030-11-10T00:30:00Z', 'SEA', 'KC', { venue: MUNICH, neutralSite: true });
    expect(factsOf([kcHome, seaHome, midnight], 'n').away.zonesCrossed).toBe(7);
  });

  it('starts prime time at 7 pm Eastern in the US only', () => {
    const at = (iso: string, over: Partial<ModelGame> = {}) =>
      factsOf([game('g', iso, 'KC', 'BUF', over)], 'g');
    expect(at('2030-09-15T23:00:00Z')).toMatchObject({ primeTime: true, slotLabel: 'Sunday night' });
    expect(at('2030-09-15T22:59:00Z')).toMatchObject({ primeTime: false, slotLabel: null });
    // An unknown venue is taken to be at home.
    expect(at('2030-09-15T23:00:00Z', { venue: null }).primeTime).toBe(true);
    expect(at('2030-09-15T23:00:00Z', { venue: MUNICH, neutralSite: true }).primeTime).toBe(false);
  });

  it('gives home field at a neutral site only in the home team’s own stadium', () => {
    const season = [
      game('h1', '2030-09-08T17:00:00Z', 'KC', 'BUF'),
      game('h2', '2030-09-22T17:00:00Z', 'KC', 'DEN'),
    ];
    const final = (over: Partial<ModelGame>) =>
      factsOf(
        [...season, game('sb', '2031-02-09T23:30:00Z', 'KC', 'PHI', { neutralSite: true, ...over })],
        'sb',
      );
    expect(final({ venue: ARROWHEAD }).homeFieldApplies).toBe(true);
    expect(final({ venue: LUMEN }).homeFieldApplies).toBe(false);
    expect(final({ venue: null }).homeFieldApplies).toBe(false);
    // A home team with no home base yet (its only game is this one): no home field either.
    expect(
      factsOf([game('x', '2030-09-08T17:00:00Z', 'LV', 'KC', { neutralSite: true, venue: MUNICH })], 'x')
        .homeFieldApplies,
    ).toBe(false);
    expect(factsOf(season, 'h1').homeFieldApplies).toBe(true);
  });
});
