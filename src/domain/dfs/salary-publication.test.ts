import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertProperty } from '../../../tests/support/property.ts';
import { salariesPublishedAt, salaryKnownAt } from './salary-publication.ts';

describe('when DFS salaries were public', () => {
  it('takes noon Eastern on the Tuesday before the first kickoff', () => {
    // Week 12 of 2025: first kickoff Sunday 23 November, 1 pm ET → Tuesday 18 November, noon EST.
    expect(salariesPublishedAt(new Date('2025-11-23T18:00:00Z'))).toEqual(new Date('2025-11-18T17:00:00Z'));
    // Week 1: Sunday 7 September (EDT) → Tuesday 2 September, 16:00 UTC.
    expect(salariesPublishedAt(new Date('2025-09-07T17:00:00Z'))).toEqual(new Date('2025-09-02T16:00:00Z'));
    // A Thursday-night slate → the Tuesday two days before.
    expect(salariesPublishedAt(new Date('2025-11-21T01:15:00Z'))).toEqual(new Date('2025-11-18T17:00:00Z'));
  });

  it('never dates a file later than we read it, nor after its kickoff', () => {
    const kickoff = new Date('2025-11-23T18:00:00Z');
    expect(salaryKnownAt(new Date('2025-11-17T09:00:00Z'), kickoff)).toEqual(
      new Date('2025-11-17T09:00:00Z'),
    );
    expect(salaryKnownAt(new Date('2026-08-01T00:00:00Z'), kickoff)).toEqual(
      new Date('2025-11-18T17:00:00Z'),
    );
    expect(salaryKnownAt(new Date('2026-08-01T00:00:00Z'), null)).toEqual(new Date('2026-08-01T00:00:00Z'));
    assertProperty(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2040-01-01'), noInvalidDate: true }),
        (k) => {
          const p = salariesPublishedAt(k).getTime();
          return p < k.getTime() && k.getTime() - p <= 8 * 86_400_000;
        },
      ),
    );
  });
});
