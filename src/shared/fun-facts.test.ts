import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { FUN_FACTS } from './fun-facts.ts';

const csv = path.resolve(
  import.meta.dirname,
  '../../../shared/data/nfl/schedules/nflverse_games_1999_2026.csv',
);
const games = (parse(readFileSync(csv), { columns: true }) as Record<string, string>[]).filter(
  (g) => g.result !== '' && Number(g.season) <= 2025,
);
const pct = (n: number, d: number) => `${Math.round((100 * n) / d)}%`;

describe('the loading view fun facts are true', () => {
  it('3 points is the most common final margin, with the stated count and share', () => {
    const margins = new Map<number, number>();
    for (const g of games) {
      const m = Math.abs(Number(g.result));
      margins.set(m, (margins.get(m) ?? 0) + 1);
    }
    const [top] = [...margins.entries()].sort((a, b) => b[1] - a[1]);
    expect(top?.[0]).toBe(3);
    const count = (top?.[1] ?? 0).toLocaleString('en-US');
    expect(FUN_FACTS[0]).toContain(
      `${count} of the ${games.length.toLocaleString('en-US')} games from 1999 to 2025`,
    );
    expect(FUN_FACTS[0]).toContain(`(${pct(top?.[1] ?? 0, games.length)})`);
  });

  it('home teams won the stated share of regular-season games, and half in 2020', () => {
    const home = games.filter((g) => g.game_type === 'REG' && g.location === 'Home');
    const won = (list: typeof home) => list.filter((g) => Number(g.result) > 0).length;
    expect(FUN_FACTS[1]).toContain(`won ${pct(won(home), home.length)} of regular-season games`);
    const in2020 = home.filter((g) => g.season === '2020');
    expect(FUN_FACTS[1]).toContain(`only ${pct(won(in2020), in2020.length)} in 2020`);
  });
});
