// A box-score line read from an nflverse stats map: every column lands in its own field, the two
// release formats' names for interceptions are both read, and a missing or non-number cell is 0.
import { describe, expect, it } from 'vitest';
import { emptyLine, STAT_KEYS, statLineFromNflverse } from './stat-line.ts';

describe('statLineFromNflverse', () => {
  it('reads each column into its field, and adds the fumble, two-point and return columns up', () => {
    const line = statLineFromNflverse({
      attempts: 35,
      completions: 24,
      passing_yards: 281,
      passing_tds: 2,
      interceptions: 1,
      carries: 4,
      rushing_yards: 17,
      rushing_tds: 1,
      targets: 3,
      receptions: 2,
      receiving_yards: 11,
      receiving_tds: 0.5, // no real line has half a touchdown: a value no other field shares
      sack_fumbles_lost: 1,
      rushing_fumbles_lost: 2,
      receiving_fumbles_lost: 4,
      passing_2pt_conversions: 1,
      rushing_2pt_conversions: 10,
      receiving_2pt_conversions: 100,
      special_teams_tds: 3,
      fumble_recovery_tds: 30,
      // Columns the line has no field for are ignored.
      sacks: 3,
      passing_air_yards: 240,
    });
    expect(line).toEqual({
      passAttempts: 35,
      completions: 24,
      passYards: 281,
      passTds: 2,
      interceptions: 1,
      carries: 4,
      rushYards: 17,
      rushTds: 1,
      targets: 3,
      receptions: 2,
      recYards: 11,
      recTds: 0.5,
      fumblesLost: 7,
      twoPointConversions: 111,
      returnTds: 33,
    });
  });

  it('reads interceptions from the old column first, then the new one', () => {
    expect(statLineFromNflverse({ passing_interceptions: 2 }).interceptions).toBe(2);
    expect(statLineFromNflverse({ interceptions: 1, passing_interceptions: 2 }).interceptions).toBe(1);
    // A blank old column (NaN or infinite after parsing) falls through to the new one.
    expect(statLineFromNflverse({ interceptions: Number.NaN, passing_interceptions: 2 }).interceptions).toBe(
      2,
    );
    expect(
      statLineFromNflverse({ interceptions: Number.POSITIVE_INFINITY, passing_interceptions: 3 })
        .interceptions,
    ).toBe(3);
    // Zero is a value, not a blank.
    expect(statLineFromNflverse({ interceptions: 0, passing_interceptions: 2 }).interceptions).toBe(0);
  });

  it('reads a missing, NaN or infinite cell as 0', () => {
    expect(statLineFromNflverse({})).toEqual(emptyLine());
    const blank = statLineFromNflverse({
      attempts: Number.NaN,
      passing_yards: Number.POSITIVE_INFINITY,
      rushing_yards: Number.NEGATIVE_INFINITY,
      sack_fumbles_lost: Number.NaN,
      rushing_fumbles_lost: 1,
    });
    expect(blank).toEqual({ ...emptyLine(), fumblesLost: 1 });
    // Negative yards are real (a sack, a loss on a run) and kept.
    expect(statLineFromNflverse({ rushing_yards: -3 }).rushYards).toBe(-3);
  });
});

describe('emptyLine', () => {
  it('is zero in every field the scoring reads, and a fresh object each call', () => {
    const a = emptyLine();
    expect(Object.keys(a).sort()).toEqual([...STAT_KEYS].sort());
    for (const k of STAT_KEYS) expect(a[k], k).toBe(0);
    a.passYards = 300;
    expect(emptyLine().passYards).toBe(0);
  });
});
