import { describe, expect, it } from 'vitest';
import type { Week1Game } from '../../../../shared/api/week1.ts';
import {
  injuryWords,
  lineMoveWords,
  weatherFlags,
  weatherWords,
  week1Intel,
  week1Played,
  week1Tone,
} from './week1-display.ts';

const weather = (windMph: number | null, tempF: number | null) => ({
  windMph,
  tempF,
  precipChance: null,
  source: 'open-meteo',
  observed: false,
  capturedAt: '2025-09-03T12:00:00.000Z',
});

describe('Week 1 display rules (spec 02 §9)', () => {
  it('colours BioBoost above 65 and below 35 only', () => {
    expect(week1Tone(66)).toBe('positive');
    expect(week1Tone(65)).toBe('neutral');
    expect(week1Tone(35)).toBe('neutral');
    expect(week1Tone(34)).toBe('negative');
    expect(week1Tone(null)).toBe('neutral');
  });

  it('flags wind above 20, cold under 32 °F and heat over 90 °F', () => {
    expect(weatherFlags(weather(21, 31))).toEqual(['Windy', 'Cold']);
    expect(weatherFlags(weather(20, 91))).toEqual(['Hot']);
    expect(weatherFlags(null)).toEqual([]);
  });

  it('says which way a line moved', () => {
    expect(lineMoveWords(-1.5, 'PHI', 'DAL')).toBe('Big move 1.5 toward PHI');
    expect(lineMoveWords(0.5, 'PHI', 'DAL')).toBe('Moved 0.5 toward DAL');
    expect(lineMoveWords(null, 'PHI', 'DAL')).toBe('No line history yet');
  });

  it('sums the Intel card from the games shown', () => {
    const game = (home: number | null, total: number | null, miles: number | null, wind: number | null) =>
      ({
        homeTeam: { abbreviation: 'H', spreadValue: home },
        awayTeam: { abbreviation: 'A', spreadValue: home === null ? null : -home },
        overUnder: total,
        bioBoost: { factors: { weather: weather(wind, 70), travelMiles: miles } },
      }) as unknown as Week1Game;
    const intel = week1Intel([game(-7, 44, 2000, 25), game(3, 47, 100, 5), game(null, null, null, null)]);
    expect(intel).toEqual({
      games: 3,
      withLines: 2,
      avgTotal: 45.5,
      biggestFavourite: { team: 'H', line: -7 },
      windy: 1,
      longTrips: 1,
    });
  });
});

describe('Week 1 words for people (issue 21)', () => {
  it('never shows "rain —%": a missing chance is named, observed weather has none', () => {
    expect(weatherWords(weather(12, 71))).toBe('71°F, wind 12 mph, rain chance not in the forecast');
    expect(weatherWords({ ...weather(12, 71), precipChance: 40 })).toBe('71°F, wind 12 mph, rain chance 40%');
    expect(weatherWords({ ...weather(null, 55.6), observed: true })).toBe(
      '56°F, wind not reported (observed)',
    );
  });

  it('says what "MIN 4 (100)" meant', () => {
    expect(injuryWords('MIN', 4, 100)).toBe('MIN: 4 not healthy, impact 100/100');
  });

  it('is played, not live, once every game has kicked off by the app instant', () => {
    const at = (kickoff: string) => ({ kickoff }) as Week1Game;
    const week = [at('2025-09-05T00:20:00.000Z'), at('2025-09-09T00:15:00.000Z')];
    expect(week1Played(week, '2025-12-12T18:00:00.000Z')).toBe(true);
    // Between the opener and the Monday game the week is still going.
    expect(week1Played(week, '2025-09-07T17:00:00.000Z')).toBe(false);
    expect(week1Played([], '2025-12-12T18:00:00.000Z')).toBe(false);
  });
});
