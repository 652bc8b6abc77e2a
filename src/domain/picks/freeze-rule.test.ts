import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertProperty } from '../../../tests/support/property.ts';
import { decideFreeze, describeAge, type FreezeFacts } from './freeze-rule.ts';

const HOUR = 3_600_000;
const KICKOFF = Date.parse('2026-09-13T17:00:00Z');
const MAX = 48 * HOUR;

const facts = (over: Partial<FreezeFacts> = {}): FreezeFacts => ({
  gameId: '2026_01_DAL_PHI',
  kickoffMs: KICKOFF,
  lineConfirmedAtMs: KICKOFF - 2 * HOUR,
  previous: [
    { team: 'PHI', gameId: '2025_22_KC_PHI', resultKnownAtMs: KICKOFF - 200 * 24 * HOUR },
    { team: 'DAL', gameId: '2025_18_DAL_NYG', resultKnownAtMs: KICKOFF - 230 * 24 * HOUR },
  ],
  ...over,
});

describe('freezing only informed picks', () => {
  it('publishes a pick whose line was confirmed recently and whose teams’ previous results were known', () => {
    expect(decideFreeze(facts(), MAX)).toEqual({ publish: true });
    // A closing line captured at kickoff (the history since 1999) is as fresh as it gets.
    expect(decideFreeze(facts({ lineConfirmedAtMs: KICKOFF }), MAX)).toEqual({ publish: true });
    // Exactly at the limit still counts; a team's first game on file has no previous game to wait for.
    expect(decideFreeze(facts({ lineConfirmedAtMs: KICKOFF - MAX, previous: [] }), MAX)).toEqual({
      publish: true,
    });
  });

  it('withholds a pick without a line, saying so', () => {
    expect(decideFreeze(facts({ lineConfirmedAtMs: undefined }), MAX)).toEqual({
      publish: false,
      reasons: [{ code: 'no_line', detail: 'No betting line had been captured before kickoff.' }],
    });
  });

  it('withholds a pick whose line is older than the limit, with its age', () => {
    const decision = decideFreeze(facts({ lineConfirmedAtMs: KICKOFF - MAX - HOUR }), MAX);
    expect(decision).toEqual({
      publish: false,
      reasons: [
        {
          code: 'stale_line',
          detail: 'The latest line had last been confirmed 49 hours before kickoff (the limit is 48 hours).',
        },
      ],
    });
    // The 2026 lines in the data pack were read in August: weeks before the opener.
    const august = decideFreeze(facts({ lineConfirmedAtMs: Date.parse('2026-08-13T23:52:51Z') }), MAX);
    expect(august.publish || august.reasons[0]?.detail).toMatch(/confirmed 30 days before kickoff/);
  });

  it("withholds a pick while a team's previous result was not known at kickoff", () => {
    const decision = decideFreeze(
      facts({
        previous: [
          { team: 'PHI', gameId: '2026_10_PHI_GB', resultKnownAtMs: null },
          { team: 'DAL', gameId: '2026_10_DAL_LV', resultKnownAtMs: KICKOFF + HOUR },
        ],
      }),
      MAX,
    );
    expect(decision).toEqual({
      publish: false,
      reasons: [
        {
          code: 'previous_result_unknown',
          detail: "PHI's previous game (2026_10_PHI_GB) had no known result at kickoff.",
        },
        {
          code: 'previous_result_unknown',
          detail: "DAL's previous game (2026_10_DAL_LV) had no known result at kickoff.",
        },
      ],
    });
  });

  it('publishes exactly when every input was fresh, and a fresher input never withholds a pick', () => {
    const arbitrary = fc.record({
      age: fc.option(fc.integer({ min: 0, max: 400 * HOUR }), { nil: undefined }),
      known: fc.array(fc.option(fc.integer({ min: -300 * HOUR, max: 300 * HOUR }), { nil: null }), {
        maxLength: 2,
      }),
      max: fc.integer({ min: HOUR, max: 14 * 24 * HOUR }),
      fresher: fc.integer({ min: 0, max: 400 * HOUR }),
    });
    assertProperty(
      fc.property(arbitrary, ({ age, known, max, fresher }) => {
        const f = facts({
          lineConfirmedAtMs: age === undefined ? undefined : KICKOFF - age,
          previous: known.map((k, i) => ({
            team: `T${i}`,
            gameId: `G${i}`,
            resultKnownAtMs: k === null ? null : KICKOFF + k,
          })),
        });
        const decision = decideFreeze(f, max);
        const fresh = age !== undefined && age <= max && known.every((k) => k !== null && k <= 0);
        expect(decision.publish).toBe(fresh);
        if (!decision.publish) expect(decision.reasons.length).toBeGreaterThan(0);
        if (age !== undefined && decision.publish) {
          const newer = { ...f, lineConfirmedAtMs: KICKOFF - Math.min(age, fresher) };
          expect(decideFreeze(newer, max).publish).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('says ages the way a reader would', () => {
    expect(describeAge(HOUR)).toBe('1 hour');
    expect(describeAge(71 * HOUR + 59 * 60_000)).toBe('71 hours');
    expect(describeAge(72 * HOUR)).toBe('3 days');
  });
});
