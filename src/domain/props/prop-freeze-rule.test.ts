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
        expect.objectContaining({ code: 'one_sided_line' }),
        expect.objectContaining({ code: 'not_projected' }),
        {
          code: 'previous_result_unknown',
          detail: "MIA's previous game (2025_14_MIA_NYJ) had no known result at kickoff.",
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
