import { describe, expect, it } from 'vitest';
import { loadNflGames } from '../../../tests/support/nfl-schedule-fixture.ts';
import { buildScheduleFacts, homeBases } from './schedule-facts.ts';

const games = loadNflGames({ fromSeason: 2024, toSeason: 2025 });
// Built on each call, inside the tests, never at module level: Stryker turns a mutant on only while
// tests run (decision 050).
const of = (id: string) => {
  const f = buildScheduleFacts(games).get(id);
  if (!f) throw new Error(`missing ${id}`);
  return f;
};

describe('schedule facts from the real 2024–2025 schedule', () => {
  it('sees Seattle at Pittsburgh (2025 week 2) as 2,132 miles east, 3 zones, a 10 am body-clock kickoff', () => {
    const f = of('2025_02_SEA_PIT');
    expect(f.away.travelMiles).toBeCloseTo(2131.6, 0);
    expect(f.away.zonesCrossed).toBe(3);
    expect(f.away.bodyClockHour).toBe(10);
    expect(f.away.restDays).toBe(7);
    expect(f.home.travelMiles).toBe(0);
    expect(f.homeFieldApplies).toBe(true);
  });

  it('gives no home field at a neutral site abroad and measures both flights (2025 São Paulo opener)', () => {
    const f = of('2025_01_KC_LAC');
    expect(f.homeFieldApplies).toBe(false);
    expect(f.home.restDays).toBeNull();
    expect(f.home.travelMiles).toBeGreaterThan(6000);
    expect(f.away.travelMiles).toBeGreaterThan(5000);
  });

  it('finds short weeks, byes and prime time', () => {
    const thanksgiving = of('2024_13_LV_KC'); // Black Friday after a Sunday game
    expect(thanksgiving.home.restDays).toBe(5);
    expect(of('2024_08_DAL_SF').away.restDays).toBe(14); // Dallas off its bye
    expect(of('2024_08_DAL_SF').slotLabel).toBe('Sunday night');
    expect(of('2025_22_SEA_NE').primeTime).toBe(false); // Super Bowl LX kicked off 6:30 pm ET
  });

  it("takes a team's home base from most of its home games", () => {
    const bases = homeBases(games);
    expect(bases.get('2025|LAC')?.id).toBe('LAX01');
    expect(bases.get('2025|LV')?.id).toBe('VEG00');
  });
});
