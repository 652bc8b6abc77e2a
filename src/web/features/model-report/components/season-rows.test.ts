import { describe, expect, it } from 'vitest';
import { seasonRows } from './season-rows.ts';

const wl = (wins: number, losses: number, pushes: number) => ({
  wins,
  losses,
  pushes,
  graded: wins + losses + pushes,
});

describe("/model's season table", () => {
  // The 2025: the frozen picks 90-118-1, a backtest re-run 92-116-1 (it read injury reports the
  // picks were frozen without). 2024 has no graded pick at the clock.
  const report = {
    seasons: [
      {
        season: 2024,
        model: { brier: 0.2, ats: { wins: 1, losses: 1, pushes: 0, pct: 0.5 } },
        market: { brier: 0.21 },
        elo538: null,
      },
      {
        season: 2025,
        model: { brier: 0.212345, ats: { wins: 92, losses: 116, pushes: 1, pct: 92 / 208 } },
        market: { brier: 0.2111 },
        elo538: { brier: 0.22 },
      },
    ],
    record: [
      {
        season: 2025,
        picks: wl(90, 118, 1),
        straightUp: wl(139, 69, 1),
        againstSpread: wl(90, 118, 1),
        totals: wl(100, 105, 4),
      },
    ],
  };

  it('shows the frozen picks’ W-L-P, never the backtest re-run’s', () => {
    const [, y2025] = seasonRows(report);
    expect(y2025).toEqual({
      season: 2025,
      picks: '209',
      straightUp: '139–69–1',
      ats: '90–118–1',
      // 90 / (90 + 118) = 0.43269… -> 43.3%
      atsPct: '43.3%',
      brier: '0.2123',
      marketBrier: '0.2111',
      elo538Brier: '0.2200',
    });
  });

  it('says "—" for a season without a record rather than a number', () => {
    const [y2024] = seasonRows(report);
    expect([y2024?.picks, y2024?.straightUp, y2024?.ats, y2024?.atsPct, y2024?.elo538Brier]).toEqual([
      '—',
      '—',
      '—',
      '—',
      '—',
    ]);
  });
});
