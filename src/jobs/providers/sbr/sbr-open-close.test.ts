import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadNflGames, NFL_DATA_DIR } from '../../../../tests/support/nfl-schedule-fixture.ts';
import { linePair, readOpenClose } from './sbr-open-close.ts';

describe('linePair (our home handicap as nflverse’s home-positive spread)', () => {
  it('flips the sign and keeps the total; pick’em is 0, unknown stays unknown', () => {
    // Home favoured by 4.5 is a home handicap of −4.5 and nflverse's +4.5.
    expect(linePair({ homeSpread: -4.5, total: 51.5 })).toEqual({ spread: 4.5, total: 51.5 });
    // The visitor favoured by 3: handicap +3, nflverse −3.
    expect(linePair({ homeSpread: 3, total: 44 })).toEqual({ spread: -3, total: 44 });
    expect(Object.is(linePair({ homeSpread: 0, total: 44 }).spread, 0)).toBe(true);
    expect(linePair({ homeSpread: null, total: null })).toEqual({ spread: null, total: null });
  });
});

describe('readOpenClose on the data pack', () => {
  it('matches 2010 MIN@NO, the season opener, with its open and close', { timeout: 60_000 }, async () => {
    const games = loadNflGames({ fromSeason: 2010, toSeason: 2010 });
    const dir = path.join(NFL_DATA_DIR, 'lines');
    const { lines } = await readOpenClose(dir, games);
    // Workbook rows 2–3: Minnesota V 51.5 / 49.5, NewOrleans H 4.5 / 5: New Orleans by 4.5 then 5.
    expect(lines.get('2010_01_MIN_NO')).toEqual({
      open: { spread: 4.5, total: 51.5 },
      close: { spread: 5, total: 49.5 },
    });
    // 2010-11: 267 games, regular season and playoffs (nfl/lines/README).
    expect(lines.size).toBe(267);
  });

  it('reads 2021 week 10’s signed spreads on the favourite’s row (IND −10.5 against JAX)', {
    timeout: 60_000,
  }, async () => {
    const games = loadNflGames({ fromSeason: 2021, toSeason: 2021 });
    const { lines } = await readOpenClose(path.join(NFL_DATA_DIR, 'lines'), games);
    // JAX at IND, 14 Nov 2021: Indianapolis (home) favoured by 10.5 at the open, written −10.5 on its row.
    expect(lines.get('2021_10_JAX_IND')?.open.spread).toBe(10.5);
  });
});
