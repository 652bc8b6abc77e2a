// The props median view's record as Markdown, exactly as docs/record.md quotes it:
// `npm run backtest -- props --markdown` prints it, and player-tables.test.ts recomputes it from the data
// pack and compares every cell (decision 022's rule). The /model page's props section serves the same
// report (buildMedianReport), stored by the props job (decision 083).
import { PROP_MARKET_INFO } from '../domain/props/prop-markets.ts';
import type { MedianAccuracyReport } from '../shared/api/props.ts';

export const PROPS_TABLE_MARKER = '<!-- record:props npm run backtest -- props --markdown -->';

const row = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
const pct = (x: number | null) => (x === null ? '—' : `${(100 * x).toFixed(1)}%`);

/** One row per market: player-weeks, how often the projection named the side he landed on, both MAEs. */
export function propsTable(r: MedianAccuracyReport): string[] {
  return [
    row(['market', 'player-weeks', 'side right', 'projection MAE', 'median MAE']),
    row(['---', '---:', '---:', '---:', '---:']),
    ...r.rows.map((m) => {
      const info = PROP_MARKET_INFO[m.market];
      return row([
        `${info.label} (${info.positions.join(', ')})`,
        m.cases.toLocaleString('en-US'),
        pct(m.sideAccuracy),
        m.projectionMae.toFixed(2),
        m.medianMae.toFixed(2),
      ]);
    }),
  ];
}
