import type { BetsResponse } from '../../../../shared/api/bets.ts';
import { Table } from '../../../components/ui/table.tsx';
import { formatInstant } from '../../../lib/format.ts';
import { dollars } from './money.ts';

const W = 640;
const H = 200;
const PAD = 32;

/** The bankroll after each settled bet: a line (SVG) and the same figures as a table. */
export function BankrollChart({ start, points }: { start: number; points: BetsResponse['bankroll'] }) {
  const values = [start, ...points.map((p) => p.bankroll)];
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = max - min || 1;
  const x = (i: number) => PAD + (i * (W - 2 * PAD)) / Math.max(1, values.length - 1);
  const y = (v: number) => H - PAD - ((v - min) * (H - 2 * PAD)) / span;
  const path = values.map((v, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(' ');
  const last = values[values.length - 1] ?? start;
  return (
    <figure className="space-y-3">
      <svg
        viewBox={`0 0 ${W} ${H}`}
        className="h-auto w-full"
        role="img"
        aria-label={`Bankroll from ${dollars(start)} to ${dollars(last)} over ${points.length} settled bets`}
      >
        <line
          x1={PAD}
          x2={W - PAD}
          y1={y(start)}
          y2={y(start)}
          className="stroke-canopy-600"
          strokeDasharray="4 4"
        />
        <path
          d={path}
          fill="none"
          className={last >= start ? 'stroke-leaf-400' : 'stroke-ember-400'}
          strokeWidth={3}
        />
        {values.map((v, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: points are positional
          <circle key={i} cx={x(i)} cy={y(v)} r={4} className="fill-banana-400" />
        ))}
        <text x={PAD} y={16} className="fill-moss-300 text-xs">
          {dollars(max)}
        </text>
        <text x={PAD} y={H - 8} className="fill-moss-300 text-xs">
          {dollars(min)}
        </text>
      </svg>
      <figcaption className="text-sm text-moss-300">
        Starting bankroll {dollars(start)} (dashed), then each settled bet in the order its result came in.
      </figcaption>
      <details>
        <summary className="min-h-11 cursor-pointer py-2 text-sm text-banana-400">
          Bankroll as a table
        </summary>
        <Table caption="Bankroll after each settled bet">
          <thead>
            <tr>
              <th scope="col">Result known</th>
              <th scope="col">Profit</th>
              <th scope="col">Bankroll</th>
            </tr>
          </thead>
          <tbody>
            {points.map((p, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: two bets can settle at the same instant
              <tr key={i}>
                <td>{formatInstant(p.at)}</td>
                <td>{dollars(p.profit, true)}</td>
                <td>{dollars(p.bankroll)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </details>
    </figure>
  );
}
