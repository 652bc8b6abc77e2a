import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertProperty } from '../../../tests/support/property.ts';
import { decidePropFreeze, type PropFreezeFacts } from './prop-freeze-rule.ts';

const HOUR = 3_600_000;
const KICKOFF = Date.parse('2025-12-14T18:00:00Z');
const MAX_AGE = 48 * HOUR;
const informed: PropFreezeFacts = {
  kickoffMs: KICKOFF,
  lineCapturedAtMs: KICKOFF - 2 * HOUR,
  overPrice: -115,
  underPrice: -105,
  projected: true,
  previous: { team: 'MIA', gameId: '2025_14_MIA_NYJ', resultKnownAtMs: KICKOFF - 6 * 24 * HOUR },
};

describe('freezing a prop at kickoff', () => {
  it('publishes a fresh, two-sided line on a projected player whose team’s last result is known', () => {
    expect(decidePropFreeze(informed, MAX_AGE)).toEqual({ publish: true });
  });

  it('says why it publishes nothing, every reason at once', () => {
    const d = decidePropFreeze(
      {
        ...informed,
        lineCapturedAtMs: KICKOFF - 50 * HOUR,
        underPrice: null,
        projected: false,
        previous: { team: 'MIA', gameId: '2025_14_MIA_NYJ', resultKnownAtMs: null },
      },
      MAX_AGE,
    );
    expect(d).toEqual({
      publish: false,
      reasons: [
        {
          code: 'stale_line',
          detail: 'The prop line had last moved 50 hours before kickoff (the limit is 48 hours).',
        },
        {
          code: 'one_sided_line',
          detail: 'The book priced only one side, so there is no fair (no-vig) price to pick against.',
        },
        { code: 'not_projected', detail: 'He was not among the players we projected for this game.' },
        {
          code: 'previous_result_unknown',
          detail: "MIA's previous game (2025_14_MIA_NYJ) had no known result at kickoff.",
        },
      ],
    });
  });

  it('refuses a line missing either price, a result known only after kickoff, and says "1 hour"', () => {
    const reasons = (over: Partial<PropFreezeFacts>, maxAge = MAX_AGE) => {
      const d = decidePropFreeze({ ...informed, ...over }, maxAge);
      return d.publish ? [] : d.reasons.map((r) => r.code);
    };
    expect(reasons({ overPrice: null })).toEqual(['one_sided_line']);
    const known = (resultKnownAtMs: number) => ({
      ...informed.previous,
      team: 'MIA',
      gameId: 'g',
      resultKnownAtMs,
    });
    expect(reasons({ previous: known(KICKOFF + 1) })).toEqual(['previous_result_unknown']);
    expect(reasons({ previous: known(KICKOFF) })).toEqual([]);
    expect(reasons({ previous: undefined })).toEqual([]);
    const stale = decidePropFreeze({ ...informed, lineCapturedAtMs: KICKOFF - 90 * 60_000 }, HOUR);
    expect(stale).toEqual({
      publish: false,
      reasons: [
        {
          code: 'stale_line',
          detail: 'The prop line had last moved 1 hour before kickoff (the limit is 1 hour).',
        },
      ],
    });
  });

  it('a line exactly at the age limit still counts; a millisecond older does not', () => {
    expect(decidePropFreeze({ ...informed, lineCapturedAtMs: KICKOFF - MAX_AGE }, MAX_AGE).publish).toBe(
      true,
    );
    expect(decidePropFreeze({ ...informed, lineCapturedAtMs: KICKOFF - MAX_AGE - 1 }, MAX_AGE).publish).toBe(
      false,
    );
  });

  it('an older line never turns a no-pick into a pick', () => {
    assertProperty(
      fc.property(
        fc.integer({ min: 0, max: 200 * HOUR }),
        fc.integer({ min: 0, max: 100 * HOUR }),
        (age, older) => {
          const fresh = decidePropFreeze({ ...informed, lineCapturedAtMs: KICKOFF - age }, MAX_AGE);
          const stale = decidePropFreeze({ ...informed, lineCapturedAtMs: KICKOFF - age - older }, MAX_AGE);
          if (!fresh.publish) expect(stale.publish).toBe(false);
        },
      ),
    );
  });
});
