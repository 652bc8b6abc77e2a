// The commentary beside each pick: one sentence per factor that has something to report, with the
// game's own numbers, and nothing for a factor that has none. The prediction is written out by hand
// (every figure chosen), so each sentence can be checked word for word.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertProperty } from '../../../tests/support/property.ts';
import type { InjuryEntry } from '../bioboost/injury-impact.ts';
import { commentaryFor, formatLine } from './commentary.ts';
import { sampleBioBoost, sampleGame, samplePrediction } from './sample-game.test-data.ts';
import type { GameFacts, SideFacts } from './schedule-facts.ts';

const GAME = sampleGame();

const side = (over: Partial<SideFacts> = {}): SideFacts => ({
  restDays: 7,
  previousWeekday: 0,
  travelMiles: 0,
  zonesCrossed: 0,
  bodyClockHour: 13,
  homeBase: null,
  ...over,
});

function facts(over: Partial<GameFacts> = {}): GameFacts {
  return {
    home: side(),
    away: side({ travelMiles: 860 }),
    kickoffEastern: { date: '2030-10-06', hour: 13, minute: 0, weekday: 0 },
    primeTime: false,
    slotLabel: null,
    homeFieldApplies: true,
    ...over,
  };
}

const write = (p = samplePrediction(), f = facts(), g = GAME) => commentaryFor(p, g, f);

describe('pick commentary', () => {
  it('says the winner, the ratings, the market, the BioBoost and the total in their own numbers', () => {
    expect(write()).toBe(
      'Chiefs by 4.3, 64% to win (MEDIUM confidence). ' +
        'Our ratings make the Chiefs 1.5 points better on a neutral field, and home field is worth 1.7 to the Chiefs. ' +
        'The market has Chiefs −3; we lean Chiefs by 1.3 points against the spread. ' +
        'BioBoost Chiefs 71, Bills 64 (moderate edge), worth 0.3 points to the Chiefs. ' +
        'We project 45.5 points against a total of 47.5: UNDER.',
    );
  });

  it('calls a margin under half a point a coin flip, naming the side we lean to', () => {
    const flip = samplePrediction({
      predictedMargin: -0.4,
      winner: 'away',
      winnerTeam: 'BUF',
      confidence: { tier: 'LOW', percent: 51 },
    });
    expect(write(flip)).toMatch(/^A coin flip: we make it even, Bills by a hair \(51%\)\. /);
    expect(write(samplePrediction({ predictedMargin: 0.5 }))).toMatch(/^Chiefs by 0\.5, 64% to win/);
  });

  it('names the better-rated team, calls a gap under half a point even, and drops home field at a neutral site', () => {
    const ratings = (homeRating: number, awayRating: number, f = facts()) =>
      write(samplePrediction({}, { homeRating, awayRating }), f).split('. ')[1];
    expect(ratings(0, 3)).toBe(
      'Our ratings make the Bills 3 points better on a neutral field, and home field is worth 1.7 to the Chiefs',
    );
    expect(ratings(0, 0.5)).toMatch(/^Our ratings make the Bills 0\.5 points better/);
    expect(ratings(0.4, 0)).toBe(
      'Our ratings see two evenly matched teams, and home field is worth 1.7 to the Chiefs',
    );
    expect(ratings(0, 0.4)).toMatch(/^Our ratings see two evenly matched teams/);
    expect(ratings(2, 0.5, facts({ homeFieldApplies: false }))).toBe(
      'Our ratings make the Chiefs 1.5 points better on a neutral field, at a neutral site with no home field',
    );
  });

  it('reads the market line from either side, agrees within half a point, or says there is none', () => {
    const away = samplePrediction({
      spread: { line: -2.5, pick: 'away', pickTeam: 'BUF', edge: -1.5, price: null },
    });
    expect(write(away)).toContain(
      'The market has Bills −2.5; we lean Bills by 1.5 points against the spread.',
    );
    const half = samplePrediction({
      spread: { line: 3, pick: 'home', pickTeam: 'KC', edge: 0.5, price: null },
    });
    expect(write(half)).toContain('we lean Chiefs by 0.5 points against the spread.');
    const close = samplePrediction({
      spread: { line: 3, pick: 'home', pickTeam: 'KC', edge: 0.4, price: null },
    });
    expect(write(close)).toContain(
      'The market has Chiefs −3; we agree within half a point and lean Chiefs against the spread.',
    );
    const none = write(samplePrediction({ spread: null, total: null }));
    expect(none).toContain(' No market line yet, so this is the ratings alone. ');
    expect(none).not.toContain('We project');
    expect(formatLine(GAME, 0)).toBe("pick'em");
    expect([formatLine(GAME, 3), formatLine(GAME, -2.5)]).toEqual(['Chiefs −3', 'Bills −2.5']);
  });

  it('adds the schedule only when it matters: a bye, a short week, a flight of 1,000 miles, an early body clock', () => {
    const tired = facts({
      home: side({ restDays: 14 }),
      away: side({ restDays: 4, travelMiles: 2450, zonesCrossed: 3, bodyClockHour: 10 }),
    });
    expect(write(samplePrediction(), tired)).toContain(
      ' The Chiefs come off a bye (14 days); the Bills are on a short week (4 days) and flew 2,450 miles across 3 time zones and kick off at 10 am on their body clock. ',
    );
    const edges = facts({
      home: side({ restDays: 13 }),
      away: side({ restDays: 5, travelMiles: 1000 }),
    });
    expect(write(samplePrediction(), edges)).toContain(
      ' The Chiefs come off a bye (13 days); the Bills are on a short week (5 days) and flew 1,000 miles. ',
    );
    const ordinary = facts({
      home: side({ restDays: 12, bodyClockHour: 11 }),
      away: side({ restDays: 6, travelMiles: 999, zonesCrossed: 1 }),
    });
    expect(write(samplePrediction(), ordinary)).not.toMatch(/bye|short week|flew|body clock/);
    const unknown = facts({ home: side({ restDays: null, travelMiles: null, bodyClockHour: null }) });
    expect(write(samplePrediction(), unknown)).not.toMatch(/bye|short week|flew|body clock/);
  });

  it('mentions weather that costs the home side hydration below 80, without the "Outdoors" prefix', () => {
    const cold = (value: number) =>
      samplePrediction({
        bioBoost: {
          home: sampleBioBoost(71, { value, reason: 'Outdoors: 20°F, wind 22 mph (wind)' }),
          away: sampleBioBoost(64),
        },
      });
    expect(write(cold(79.9))).toContain(' Weather: 20°F, wind 22 mph (wind). ');
    expect(write(cold(80))).not.toContain('Weather');
  });

  it('names up to three players out or doubtful when a report takes a fifth of a lineup', () => {
    const entry = (playerName: string, position: string, status: InjuryEntry['status'], rank?: number) => ({
      playerName,
      position,
      status,
      rank,
      weeksInjured: 1,
      isStarter: true,
    });
    const chiefs = [
      entry('P. Mahomes', 'QB', 'OUT'),
      entry('T. Kelce', 'TE', 'DOUBTFUL', 1),
      entry('C. Jones', 'DT', 'OUT', 1),
      entry('R. Rice', 'WR', 'OUT', 1),
      entry('X. Worthy', 'WR', 'QUESTIONABLE', 2),
    ];
    // The five take 24.4% of a full lineup; without the quarterback 16.6%, under the 20% that earns a sentence.
    const game = { ...GAME, injuries: { home: chiefs, away: chiefs.slice(1) } };
    const text = write(samplePrediction(), facts(), game);
    expect(text).toContain(
      " The Chiefs' injury report takes 24% of a full lineup's weight, without QB P. Mahomes, TE T. Kelce, DT C. Jones. ",
    );
    expect(text).not.toContain("Bills' injury report");
    // Eleven starters questionable take 29% without anyone out or doubtful: no names to give.
    const q = (playerName: string, position: string, rank?: number) =>
      entry(playerName, position, 'QUESTIONABLE', rank);
    const doubts = [
      q('a', 'QB'),
      q('b', 'WR', 1),
      q('c', 'WR', 2),
      q('d', 'T'),
      q('e', 'CB', 1),
      q('f', 'DE'),
    ];
    const more = [q('g', 'TE'), q('h', 'RB'), q('i', 'G'), q('j', 'LB'), q('k', 'S')];
    expect(
      write(samplePrediction(), facts(), { ...GAME, injuries: { home: [...doubts, ...more], away: [] } }),
    ).toContain(" The Chiefs' injury report takes 29% of a full lineup's weight. ");
    const swapped = write(samplePrediction(), facts(), { ...GAME, injuries: { home: [], away: chiefs } });
    expect(swapped).toContain(" The Bills' injury report takes 24% ");
    expect(swapped).not.toContain("Chiefs' injury report");
  });

  it('gives the BioBoost shift to the higher score, and leaves it out under 0.05 points', () => {
    const bio = (home: number, away: number, bioBoostPoints: number) =>
      write(
        samplePrediction(
          { bioBoost: { home: sampleBioBoost(home), away: sampleBioBoost(away) } },
          { bioBoostPoints },
        ),
      );
    expect(bio(60, 75, -0.8)).toContain(
      ' BioBoost Chiefs 60, Bills 75 (strong edge), worth 0.8 points to the Bills. ',
    );
    expect(bio(70, 70, 0.05)).toContain(
      ' BioBoost Chiefs 70, Bills 70 (weak edge), worth 0.1 points to the Chiefs. ',
    );
    expect(bio(70, 66, 0.04)).toContain(' BioBoost Chiefs 70, Bills 66 (weak edge). ');
  });

  it('never prints a missing number, whatever the figures', () => {
    const num = fc.double({ min: -40, max: 40, noNaN: true });
    assertProperty(
      fc.property(num, num, num, num, fc.integer({ min: 0, max: 100 }), (margin, gap, edge, shift, bio) => {
        const p = samplePrediction(
          {
            predictedMargin: margin,
            winnerTeam: margin >= 0 ? 'KC' : 'BUF',
            spread: {
              line: 3,
              pick: edge >= 0 ? 'home' : 'away',
              pickTeam: edge >= 0 ? 'KC' : 'BUF',
              edge,
              price: null,
            },
            bioBoost: { home: sampleBioBoost(bio), away: sampleBioBoost(100 - bio) },
          },
          { homeRating: gap, bioBoostPoints: shift },
        );
        const text = write(p);
        return !/NaN|undefined|null|Infinity/.test(text) && text.split('. ').length >= 5;
      }),
    );
  });
});
