// The player engine's record as Markdown, exactly as docs/record.md quotes it:
// `npm run backtest -- players --markdown` prints these tables, and player-tables.test.ts recomputes
// them from the data pack and compares every cell (decision 022's rule, for the player figures).
import type { PlayerBacktest } from '../shared/api/player-backtest.ts';

export const PLAYER_TABLES = ['players', 'dfs', 'dfs-salaries'] as const;
export type PlayerTable = (typeof PLAYER_TABLES)[number];

export const playerTableMarker = (name: PlayerTable) =>
  `<!-- record:${name} npm run backtest -- players --markdown -->`;

const count = (n: number) => n.toLocaleString('en-US');
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const row = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
const table = (header: readonly string[], rows: readonly (readonly string[])[]) => [
  row(header),
  row(header.map(() => '---')),
  ...rows.map(row),
];

/** "−8.1%" when the model's error is lower than the better naive one, "+2.0%" when higher. */
const change = (gain: number) => `${gain >= 0 ? '−' : '+'}${pct(Math.abs(gain))}`;

export function playerTables(r: PlayerBacktest): Record<PlayerTable, string[]> {
  const players = table(
    [
      'season',
      'position',
      'player-weeks',
      'model MAE',
      'season-to-date MAE',
      'last-3 MAE',
      'error vs better naive',
      '80% band covers',
      'first games: weeks (model MAE)',
    ],
    r.projections.map((p) => [
      p.inSample ? `${p.season} (fit season)` : String(p.season),
      p.position,
      count(p.playerWeeks),
      p.model.toFixed(2),
      p.seasonToDate.toFixed(2),
      p.lastThree.toFixed(2),
      change(p.gain),
      pct(p.bandCoverage),
      `${count(p.firstGames)} (${p.firstGamesModel === null ? '–' : p.firstGamesModel.toFixed(2)})`,
    ]),
  );
  const d = r.dfs;
  const dfs = table(
    ['slate', 'weeks', 'list', 'actual DK points per pick', 'actual points per $1,000'],
    (d?.slates ?? []).flatMap((s) =>
      s.strategies.map((st) => [
        s.slate,
        String(s.slateWeeks),
        st.strategy === 'naive' ? 'naive (season average)' : st.strategy,
        st.pointsPerPick.toFixed(2),
        st.pointsPerThousand.toFixed(2),
      ]),
    ),
  );
  const fit = (d?.salaryModel ?? [])
    .map((m) => `${m.position} R² ${m.r2.toFixed(2)} on ${count(m.rows)} rows`)
    .join(', ');
  const salaries = table(
    ['salaries', 'player-weeks', 'how'],
    d
      ? [
          ['real', count(d.salaries.real), 'an imported export of that week'],
          [
            'estimated',
            count(d.salaries.estimated),
            `a + b × AvgPointsPerGame per position, fitted on the imported exports (${fit})`,
          ],
        ]
      : [],
  );
  return { players, dfs, 'dfs-salaries': salaries };
}
