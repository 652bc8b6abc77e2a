// The pack fixtures' key decides which files share a build: equal for two descriptions of the same
// load, different as soon as anything that changes the rows differs (a file handed another file's
// load would test the wrong data without failing).
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_SAMPLES } from './ingest.ts';
import { type PackLoad, packKey } from './pack-fixtures.ts';

const CAPTURE = path.join(API_SAMPLES, 'the-odds-api', 'v4_americanfootball_nfl_odds_2025-12-12.json');
const BASE: PackLoad = {
  kinds: ['games', 'injuries'],
  season: 2025,
  at: '2026-03-01T00:00:00Z',
  odds: [{ file: CAPTURE, at: '2025-12-12T18:00:00Z' }],
  modelAt: '2025-12-12T18:00:00Z',
};

describe('packKey', () => {
  it('is a fixture key: lower-case letters, digits and underscores, at most 30', () => {
    expect(packKey(BASE)).toMatch(/^[a-z0-9_]{1,30}$/);
    expect(packKey({ kinds: ['games'] })).toMatch(/^[a-z0-9_]{1,30}$/);
  });

  it('is the same for the same load written another way', () => {
    const same: PackLoad = {
      ...BASE,
      kinds: ['injuries', 'games'], // ingestNflverse loads kinds in its own order
      at: '2026-03-01T00:00:00.000Z',
      elo: false,
      dfs: false,
    };
    expect(packKey(same)).toBe(packKey(BASE));
  });

  it('differs when anything that changes the rows differs', () => {
    const variants: PackLoad[] = [
      { ...BASE, kinds: ['games'] },
      { ...BASE, season: undefined },
      { ...BASE, season: 2024 },
      { ...BASE, at: undefined }, // live
      { ...BASE, at: '2026-03-01T00:01:00Z' },
      { ...BASE, elo: true },
      { ...BASE, dfs: true },
      { ...BASE, odds: [] },
      { ...BASE, odds: [{ file: CAPTURE, at: '2025-12-12T18:01:00Z' }] },
      { ...BASE, odds: [{ file: path.join(API_SAMPLES, 'other.json'), at: '2025-12-12T18:00:00Z' }] },
      { ...BASE, modelAt: undefined },
      { ...BASE, modelAt: '2025-12-13T18:00:00Z' },
    ];
    const keys = [BASE, ...variants].map(packKey);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('refuses an instant it cannot read', () => {
    expect(() => packKey({ ...BASE, at: 'Friday' })).toThrow('pack fixture: Friday is not an instant');
  });
});
