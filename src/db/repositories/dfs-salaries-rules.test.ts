// DFS salaries (decision 032; the repositories' fast test set: decisions 128, 137): a re-imported slate
// updates salaries in place but keeps when each was first known, so a replay still cannot see it before
// then; reads are one site's (DraftKings unless asked), as known at the clock. One cloned database; the
// seasons here (2080–2082) are this file's own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-db.ts';
import { salariesAsOf, salariesOfSeasons, salaryFitRows, upsertDfsSalaries } from './dfs-salaries.ts';

let t: TestDatabase;
const at = (iso: string) => new Date(iso);

const row = (
  site: 'draftkings' | 'fanduel',
  slate: string,
  id: string,
  salary: number,
  capturedAt: string,
  extra: {
    season?: number;
    week?: number;
    gsisId?: string | null;
    avgPoints?: number | null;
    position?: string;
  } = {},
) => ({
  site,
  slate,
  sitePlayerId: id,
  season: extra.season ?? 2080,
  week: extra.week ?? 1,
  playerName: `Player ${id}`,
  position: extra.position ?? 'WR',
  rosterPosition: 'WR/FLEX',
  salary,
  team: 'KC',
  gsisId: extra.gsisId === undefined ? `G-${id}` : extra.gsisId,
  avgPoints: extra.avgPoints === undefined ? 10 : extra.avgPoints,
  capturedAt: at(capturedAt),
});

beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.destroy());

describe('importing salaries', () => {
  it('updates a re-imported salary but keeps when it was first known', async () => {
    expect(
      await upsertDfsSalaries(t.db.orm, [
        row('draftkings', 'main', 'a', 5000, '2080-09-02T12:00:00Z'),
        row('draftkings', 'main', 'b', 7000, '2080-09-02T12:00:00Z'),
      ]),
    ).toEqual({ inserted: 2, updated: 0, unchanged: 0 });
    // The same slate imported two days later: a's salary corrected, b unchanged (only the import time moved).
    expect(
      await upsertDfsSalaries(t.db.orm, [
        row('draftkings', 'main', 'a', 5200, '2080-09-04T12:00:00Z'),
        row('draftkings', 'main', 'b', 7000, '2080-09-04T12:00:00Z'),
      ]),
    ).toEqual({ inserted: 0, updated: 1, unchanged: 1 });
    const rows = await salariesAsOf(t.db.orm, 2080, 1, at('2080-09-02T12:00:00Z'));
    expect(rows.map((r) => [r.sitePlayerId, r.salary, r.capturedAt])).toEqual([
      ['b', 7000, at('2080-09-02T12:00:00Z')],
      ['a', 5200, at('2080-09-02T12:00:00Z')],
    ]);
  });
});

describe('reading salaries', () => {
  it("gives one site's week as known at the clock, by slate, highest salary first, then id", async () => {
    await upsertDfsSalaries(t.db.orm, [
      row('draftkings', 'early', 'c', 6000, '2081-09-01T00:00:00Z', { season: 2081 }),
      row('draftkings', 'early', 'd', 6000, '2081-09-01T00:00:00Z', { season: 2081 }),
      row('draftkings', 'early', 'e', 6500, '2081-09-01T00:00:00Z', { season: 2081 }),
      row('draftkings', 'late', 'f', 9000, '2081-09-01T00:00:00Z', { season: 2081 }),
      // Published after the clock below.
      row('draftkings', 'early', 'g', 9900, '2081-09-05T00:00:00Z', { season: 2081 }),
      // Another week, another site.
      row('draftkings', 'early', 'h', 3000, '2081-09-01T00:00:00Z', { season: 2081, week: 2 }),
      row('fanduel', 'main', 'i', 8000, '2081-09-01T00:00:00Z', { season: 2081 }),
    ]);
    const clock = at('2081-09-04T00:00:00Z');
    expect(
      (await salariesAsOf(t.db.orm, 2081, 1, clock)).map((r) => `${r.slate} ${r.sitePlayerId} ${r.salary}`),
    ).toEqual(['early e 6500', 'early c 6000', 'early d 6000', 'late f 9000']);
    expect((await salariesAsOf(t.db.orm, 2081, 1, clock, 'fanduel')).map((r) => r.sitePlayerId)).toEqual([
      'i',
    ]);
    expect(await salariesAsOf(t.db.orm, 2081, 3, clock)).toEqual([]);
  });

  it("gives the backtest our players' salaries of the asked seasons known at the clock", async () => {
    await upsertDfsSalaries(t.db.orm, [
      row('draftkings', 'main', 'j', 4000, '2082-09-01T00:00:00Z', { season: 2082, week: 3 }),
      // Not one of our players (no gsis id).
      row('draftkings', 'main', 'k', 4100, '2082-09-01T00:00:00Z', { season: 2082, gsisId: null }),
      row('fanduel', 'main', 'l', 4200, '2082-09-01T00:00:00Z', { season: 2082 }),
      row('draftkings', 'main', 'm', 4300, '2082-12-01T00:00:00Z', { season: 2082 }),
    ]);
    expect(await salariesOfSeasons(t.db.orm, [], at('2099-01-01T00:00:00Z'))).toEqual([]);
    expect(await salariesOfSeasons(t.db.orm, [2082], at('2082-10-01T00:00:00Z'))).toEqual([
      { season: 2082, week: 3, gsisId: 'G-j', salary: 4000 },
    ]);
    expect(await salariesOfSeasons(t.db.orm, [2082], at('2082-10-01T00:00:00Z'), 'fanduel')).toEqual([
      { season: 2082, week: 1, gsisId: 'G-l', salary: 4200 },
    ]);
    const two = await salariesOfSeasons(t.db.orm, [2080, 2082], at('2082-12-01T00:00:00Z'));
    expect(two.map((r) => r.gsisId).sort()).toEqual(['G-a', 'G-b', 'G-j', 'G-m']);
  });

  it('fits only rows the site gave positive average points, known at the clock', async () => {
    // A fresh clock window: 2083 captures only.
    await upsertDfsSalaries(t.db.orm, [
      row('draftkings', 'fit', 'n', 5000, '2083-01-01T00:00:00Z', { avgPoints: 12.5, position: 'RB' }),
      row('draftkings', 'fit', 'o', 3000, '2083-01-01T00:00:00Z', { avgPoints: 0 }),
      row('draftkings', 'fit', 'p', 3000, '2083-01-01T00:00:00Z', { avgPoints: null }),
      row('fanduel', 'fit', 'q', 6000, '2083-01-01T00:00:00Z', { avgPoints: 15 }),
    ]);
    const before2083 = await salaryFitRows(t.db.orm, at('2082-12-31T23:59:59Z'));
    const in2083 = await salaryFitRows(t.db.orm, at('2083-01-01T00:00:00Z'));
    // The 2083 rows add exactly n (o has 0 points, p none, q is FanDuel's).
    expect(in2083.length - before2083.length).toBe(1);
    expect(in2083).toContainEqual({ position: 'RB', salary: 5000, avgPoints: 12.5 });
    // FanDuel's rows with points: i (8,000), l (4,200), q (6,000).
    const fanduel = await salaryFitRows(t.db.orm, at('2083-01-01T00:00:00Z'), 'fanduel');
    expect(fanduel.map((r) => r.salary).sort((a, b) => a - b)).toEqual([4200, 6000, 8000]);
  });
});
