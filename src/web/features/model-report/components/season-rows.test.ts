import { describe, expect, it } from 'vitest';
import { seasonRows, totalAtsUnits, unitsText } from './season-rows.ts';

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
        // 200 of the 209 ATS picks with a stored price; 9 frozen without one.
        units: {
          againstSpread: { priced: 200, units: -14.5455, unpriced: 9 },
          totals: { priced: 0, units: 0, unpriced: 209 },
        },
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
      atsUnits: '−14.55u · 9 without a price',
      brier: '0.2123',
      marketBrier: '0.2111',
      elo538Brier: '0.2200',
    });
  });

  it('says "—" for a season without a record rather than a number', () => {
    const [y2024] = seasonRows(report);
    expect([
      y2024?.picks,
      y2024?.straightUp,
      y2024?.ats,
      y2024?.atsPct,
      y2024?.atsUnits,
      y2024?.elo538Brier,
    ]).toEqual(['—', '—', '—', '—', '—', '—']);
  });

  it('shows units only at stored prices, never −110 in place of a missing one', () => {
    expect(unitsText({ priced: 3, units: 1.8182, unpriced: 0 })).toBe('+1.82u');
    expect(unitsText({ priced: 0, units: 0, unpriced: 5 })).toBe('— (no price recorded)');
    expect(unitsText({ priced: 0, units: 0, unpriced: 0 })).toBe('—');
    // Two seasons together: −14.5455 + 2.3 = −12.2455; 200 + 10 priced, 9 + 1 apart.
    const r2025 = report.record[0] as (typeof report.record)[number];
    const two = [
      r2025,
      {
        ...r2025,
        season: 2026,
        units: { againstSpread: { priced: 10, units: 2.3, unpriced: 1 }, totals: r2025.units.totals },
      },
    ];
    expect(totalAtsUnits(two)).toEqual({
      priced: 210,
      units: -12.2455,
      unpriced: 10,
    });
  });
});
