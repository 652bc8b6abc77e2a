import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import type { PlayerWeek } from '../../../../shared/api/players.ts';
import { LONG_DECIMAL } from '../../../lib/format.ts';
import { renderedText } from '../../../testing/rendered-text.ts';
import { BioBoostChart } from './bioboost-chart.tsx';
import { SalaryTable, WeeksTable } from './player-tables.tsx';

// Issue 21: a player page showed BioBoost "67.05656744332072". The score is a weighted mean of inputs,
// so its raw value has every digit of a double; a person reads a whole number.
const boost = (score: number) =>
  ({
    score,
    tone: 'muted',
    level: 'Weak',
    ...Object.fromEntries(
      ['sleep', 'tIndex', 'cortisol', 'hydration', 'recovery'].map((k) => [k, { score: 50, reason: 'r' }]),
    ),
    injuryRecoveryDays: 0,
  }) as PlayerWeek['bioBoost'];

const weeks: PlayerWeek[] = [
  {
    season: 2025,
    week: 13,
    opponent: 'KC',
    kickoff: '2025-11-30T18:00:00.000Z',
    projected: { draftKings: 14.25, low: 8.5, high: 21.125 },
    actual: 17.3,
    bioBoost: boost(67.05656744332072),
  },
  {
    season: 2025,
    week: 14,
    opponent: 'DEN',
    kickoff: '2025-12-07T18:00:00.000Z',
    projected: null,
    actual: null,
    bioBoost: boost(41.5),
  },
];

describe('player page figures', () => {
  it('shows BioBoost rounded to a whole number in the weeks table', () => {
    const text = renderedText(createElement(WeeksTable, { weeks }));
    expect(text).not.toMatch(LONG_DECIMAL);
    // 67.0566 → 67; 41.5 rounds half up → 42.
    expect(text).toContain(' 67 ');
    expect(text).toContain(' 42 ');
  });

  it('speaks and captions the chart with whole scores', () => {
    const text = renderedText(createElement(BioBoostChart, { weeks }));
    expect(text).not.toMatch(LONG_DECIMAL);
    expect(text).toContain('week 13: 67, week 14: 42');
  });

  it("names the salary's slate for people, not by the ingest's id (issue 21: 'dk-2025-wk12-sun-mon')", () => {
    const text = renderedText(
      createElement(SalaryTable, {
        salaries: [
          { season: 2025, week: 12, slate: 'dk-2025-wk12-sun-mon', salary: 8100 },
          // A slate imported before the site prefix: the table is DraftKings' (its caption).
          { season: 2025, week: 13, slate: '2025-wk13-thu-mon', salary: 7900 },
        ],
      }),
    );
    expect(text).toContain('DraftKings · Week 12 · Sun–Mon');
    expect(text).toContain('DraftKings · Week 13 · Thu–Mon');
    expect(text).not.toMatch(/wk1\d|sun-mon|thu-mon/);
  });
});
