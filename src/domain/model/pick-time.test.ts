import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertProperty } from '../../../tests/support/property.ts';
import { tuesdayBefore } from './pick-time.ts';

const at = (iso: string) => Date.parse(iso);

describe('tuesdayBefore', () => {
  it('a Sunday 1 pm ET game (2021-09-12 17:00 UTC) is picked Tuesday 2021-09-07 12:00 UTC', () => {
    expect(new Date(tuesdayBefore(at('2021-09-12T17:00:00Z'))).toISOString()).toBe(
      '2021-09-07T12:00:00.000Z',
    );
  });

  it("Thursday's and Monday night's games of a week share Sunday's Tuesday", () => {
    // Thu 2021-09-09 00:20 UTC and Tue 2021-09-14 00:15 UTC (Monday night ET): both after Tue 09-07.
    expect(new Date(tuesdayBefore(at('2021-09-10T00:20:00Z'))).toISOString()).toBe(
      '2021-09-07T12:00:00.000Z',
    );
    expect(new Date(tuesdayBefore(at('2021-09-14T00:15:00Z'))).toISOString()).toBe(
      '2021-09-07T12:00:00.000Z',
    );
  });

  it('a Tuesday game after noon UTC is picked that noon; one before noon, the Tuesday before', () => {
    expect(new Date(tuesdayBefore(at('2010-12-29T01:00:00Z'))).toISOString()).toBe(
      '2010-12-28T12:00:00.000Z',
    );
    expect(new Date(tuesdayBefore(at('2010-12-28T11:00:00Z'))).toISOString()).toBe(
      '2010-12-21T12:00:00.000Z',
    );
  });

  it('is a Tuesday noon within the week before kickoff, and never decreases with kickoff', () => {
    const instant = fc.integer({ min: at('2000-01-01T00:00:00Z'), max: at('2030-01-01T00:00:00Z') });
    assertProperty(
      fc.property(instant, instant, (a, b) => {
        const t = tuesdayBefore(a);
        const d = new Date(t);
        return (
          d.getUTCDay() === 2 &&
          d.getUTCHours() === 12 &&
          t < a &&
          a - t <= 7 * 86_400_000 &&
          tuesdayBefore(Math.min(a, b)) <= tuesdayBefore(Math.max(a, b))
        );
      }),
    );
  });
});
