import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { assertProperty } from '../../../tests/support/property.ts';
import { parseSearch, readSearch, writeSearch } from './search-state.ts';

// The shape the weekly-picks screen will use: season and week default to the current ones (decided
// by the server, so undefined here), the slot tab defaults to all games.
const picks = {
  season: z.coerce.number().int().min(1999).max(2100).optional(),
  week: z.coerce.number().int().min(1).max(22).optional(),
  slot: z.enum(['all', 'tnf', 'sun-early', 'sun-late', 'snf', 'mnf']).default('all'),
  team: z
    .string()
    .regex(/^[A-Z]{2,3}$/)
    .optional(),
};
const params = (query: string) => new URLSearchParams(query);

describe('parseSearch', () => {
  it('reads typed values from the URL', () => {
    expect(parseSearch(picks, params('season=2025&week=12&slot=snf&team=KC'))).toEqual({
      season: 2025,
      week: 12,
      slot: 'snf',
      team: 'KC',
    });
  });

  it('falls back field by field: a bad value never discards the good ones', () => {
    expect(parseSearch(picks, params('season=2025&week=banana&slot=brunch&team=<script>'))).toEqual({
      season: 2025,
      week: undefined,
      slot: 'all',
      team: undefined,
    });
    expect(parseSearch(picks, params('week=0'))).toMatchObject({ week: undefined });
    expect(parseSearch(picks, params('week=23'))).toMatchObject({ week: undefined });
    expect(parseSearch(picks, params('week=4.5'))).toMatchObject({ week: undefined });
    expect(parseSearch(picks, params('week='))).toMatchObject({ week: undefined });
  });

  it('gives the defaults for an empty URL', () => {
    expect(parseSearch(picks, params(''))).toEqual({
      season: undefined,
      week: undefined,
      slot: 'all',
      team: undefined,
    });
  });

  it('never throws and always yields a valid value or the default, whatever the URL holds', () => {
    assertProperty(
      fc.property(
        fc.dictionary(fc.constantFrom('season', 'week', 'slot', 'team', 'x'), fc.string()),
        (raw) => {
          const values = parseSearch(picks, new URLSearchParams(raw));
          expect(values.week === undefined || (values.week >= 1 && values.week <= 22)).toBe(true);
          expect(picks.slot.safeParse(values.slot).success).toBe(true);
        },
      ),
    );
  });

  it('reads a loader request the same way as the page', () => {
    const request = new Request('http://localhost/weekly-picks?week=3&slot=mnf');
    expect(readSearch(picks, request)).toEqual(parseSearch(picks, params('week=3&slot=mnf')));
  });
});

describe('writeSearch', () => {
  it('sets values, keeps other parameters, and drops defaults and unset values', () => {
    const next = writeSearch(
      picks,
      { week: 5, slot: 'all', team: undefined },
      params('slot=snf&team=KC&ref=x'),
    );
    expect(next.toString()).toBe('ref=x&week=5');
  });

  it('ignores keys the page did not declare', () => {
    const patch = { week: 2, admin: 'true' } as unknown as Parameters<typeof writeSearch<typeof picks>>[1];
    expect(writeSearch(picks, patch, params('')).toString()).toBe('week=2');
  });

  it('round-trips: what is written reads back the same', () => {
    assertProperty(
      fc.property(
        fc.record({
          season: fc.option(fc.integer({ min: 1999, max: 2100 }), { nil: undefined }),
          week: fc.option(fc.integer({ min: 1, max: 22 }), { nil: undefined }),
          slot: fc.constantFrom('all', 'tnf', 'sun-early', 'sun-late', 'snf', 'mnf'),
        }),
        (values) => {
          const url = writeSearch(picks, values, new URLSearchParams());
          expect(parseSearch(picks, url)).toEqual({ ...values, team: undefined });
        },
      ),
    );
  });
});
