// One order for every list of alerts (the panel, the job's diff): oldest first, then by key.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertProperty } from '../../../tests/support/property.ts';
import { type AlertDraft, byDetection } from './alert.ts';

const draft = (key: string, detectedAtMs: number) => ({ key, detectedAtMs }) as AlertDraft;

describe('alert order', () => {
  it('puts earlier alerts first and breaks a tie by key', () => {
    const sorted = [
      draft('weather|b', 2),
      draft('injury|z', 1),
      draft('steam|a', 2),
      draft('line|c', 2),
    ].sort(byDetection);
    expect(sorted.map((a) => a.key)).toEqual(['injury|z', 'line|c', 'steam|a', 'weather|b']);
  });

  it('answers either way round, and ties an alert only with itself', () => {
    const [a, b] = [draft('injury|a', 5), draft('injury|b', 5)];
    expect([Math.sign(byDetection(a, b)), Math.sign(byDetection(b, a)), byDetection(a, a)]).toEqual([
      -1, 1, 0,
    ]);
  });

  it('gives the same list whatever order the alerts come in', () => {
    const alerts = fc
      .uniqueArray(
        fc.record({ key: fc.string({ maxLength: 4 }), detectedAtMs: fc.integer({ min: 0, max: 3 }) }),
        {
          selector: (a) => a.key,
          maxLength: 12,
        },
      )
      .chain((rows) =>
        fc.tuple(
          fc.constant(rows),
          fc.shuffledSubarray(rows, { minLength: rows.length, maxLength: rows.length }),
        ),
      );
    assertProperty(
      fc.property(alerts, ([rows, shuffled]) => {
        // Keys are unique (a natural key per change), so time then key is a total order.
        const expected = rows
          .map((r) => draft(r.key, r.detectedAtMs))
          .sort((a, b) => a.detectedAtMs - b.detectedAtMs || (a.key < b.key ? -1 : 1));
        expect(shuffled.map((r) => draft(r.key, r.detectedAtMs)).sort(byDetection)).toEqual(expected);
      }),
    );
  });
});
