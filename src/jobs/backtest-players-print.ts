// The player backtest as terminal tables (the CLI prints them; docs/record.md quotes them).
import type { PlayerBacktest } from '../shared/api/player-backtest.ts';

const f = (x: number, d = 2) => x.toFixed(d);
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

export function formatPlayerBacktest(r: PlayerBacktest): string[] {
  const out = [
    `Player projections, walk-forward (as of ${r.asOf}); constants and band tables fitted on ${r.fitSeason} (${r.fitCommand})`,
    'MAE of DraftKings points per player-week (the projection is the median); naive: season-to-date and last-3 averages',
    '',
    'season pos  player-weeks   model  season-avg  last-3   vs better naive  80% band covers  first games (model MAE)',
  ];
  for (const p of r.projections) {
    out.push(
      `${p.season}${p.inSample ? '*' : ' '}  ${p.position.padEnd(3)} ${String(p.playerWeeks).padStart(12)}  ${f(p.model).padStart(6)}  ${f(p.seasonToDate).padStart(10)}  ${f(p.lastThree).padStart(6)}  ${`${p.gain >= 0 ? '−' : '+'}${pct(Math.abs(p.gain))} error`.padStart(15)}  ${pct(p.bandCoverage).padStart(15)}  ${p.firstGames} (${p.firstGamesModel === null ? '–' : f(p.firstGamesModel)})`,
    );
  }
  out.push(
    `* in-sample: ${r.fitSeason} is the season the constants were fitted on; other seasons are out of sample.`,
  );
  const d = r.dfs;
  if (!d) {
    out.push('', 'DFS Top 5: no salary export loaded, so no backtest.');
    return out;
  }
  out.push(
    '',
    `DFS Top 5 on ${d.weeks} weeks with results (${d.seasons.join(', ')}): actual DraftKings points of the five picks`,
    `salaries: ${d.salaries.real} real, ${d.salaries.estimated} estimated from DraftKings' own pricing (salary = a + b × its AvgPointsPerGame, per position:`,
    `  ${d.salaryModel.map((m) => `${m.position} R² ${f(m.r2)} on ${m.rows}`).join(', ')})`,
    'slate       weeks  list         points/pick  points per $1,000',
  );
  for (const s of d.slates) {
    for (const st of s.strategies) {
      out.push(
        `${s.slate.padEnd(10)}  ${String(s.slateWeeks).padStart(5)}  ${st.strategy.padEnd(11)}  ${f(st.pointsPerPick).padStart(11)}  ${f(st.pointsPerThousand).padStart(17)}`,
      );
    }
  }
  out.push(
    'naive = highest season average so far; projection = highest median projection; all three from the same pool.',
  );
  return out;
}
