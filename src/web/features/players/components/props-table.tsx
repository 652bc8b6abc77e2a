import { Lock } from 'lucide-react';
import type { PropItem } from '../../../../shared/api/props.ts';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  TableRowHead,
} from '../../../components/ui/table.tsx';
import { bookName } from '../../../lib/format-odds.ts';
import { withGameNames } from '../../../lib/game-names.ts';

const num = (n: number | null | undefined) => (n === null || n === undefined ? '—' : n.toFixed(1));
const pct = (p: number) => `${Math.round(100 * p)}%`;
const price = (p: number) => (p > 0 ? `+${p}` : String(p));

const STATUS: Record<PropItem['status'], string> = {
  provisional: 'Provisional until kickoff',
  frozen: 'Frozen at kickoff',
  no_pick: 'No pick published',
  median: 'No line',
};

function Against({ p }: { p: PropItem }) {
  if (p.line)
    return (
      <>
        {p.line.line} ({bookName(p.line.book)}, O {price(p.line.overPrice)} / U {price(p.line.underPrice)})
      </>
    );
  if (p.median)
    return (
      <>
        {num(p.median.median)} <span className="text-sm text-moss-300">{p.median.label}</span>
      </>
    );
  return <>—</>;
}

/** A row of the player's page: a provisional pick comes withheld before kickoff (decision 124). */
type Row = PropItem & { withheld?: boolean };

function Call({ p }: { p: Row }) {
  if (p.withheld)
    return (
      <span className="inline-flex items-start gap-1">
        <Lock className="mt-0.5 size-4 shrink-0 text-banana-400" aria-hidden="true" />
        <span>
          <strong>Premium</strong>: the side and our chance are open to subscribers and free picks now, to
          everyone at kickoff
        </span>
      </span>
    );
  if (p.pick)
    return (
      <>
        <strong>{p.pick.side}</strong> · {p.pick.confidence} · {pct(p.pick.probability)} vs book{' '}
        {pct(p.pick.marketProbability)} · hit {p.pick.hitRate.hits}/{p.pick.hitRate.games}
      </>
    );
  if (p.median)
    return (
      <>
        {p.median.lean} his median by {num(Math.abs(p.median.difference))} (not a pick)
      </>
    );
  return <>{p.noPickReasons?.map((r) => withGameNames(r.detail)).join(' ') ?? '—'}</>;
}

/** A player's props: picks against a sportsbook line, no-picks with reasons, median views labelled. */
export function PropsTable({ props, caption }: { props: readonly Row[]; caption: string }) {
  return (
    <Table caption={caption} className="min-w-[44rem]">
      <TableHeader>
        <TableRow>
          <TableHead>Week</TableHead>
          <TableHead>Market</TableHead>
          <TableHead numeric>Projection</TableHead>
          <TableHead>Against</TableHead>
          <TableHead>Call</TableHead>
          <TableHead>Status</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {props.map((p) => (
          <TableRow key={`${p.season}-${p.week}-${p.market}`}>
            <TableRowHead>{p.week}</TableRowHead>
            <TableCell>{p.marketLabel}</TableCell>
            <TableCell numeric>{num(p.projection)}</TableCell>
            <TableCell>
              <Against p={p} />
            </TableCell>
            <TableCell>
              <Call p={p} />
            </TableCell>
            <TableCell>
              {p.grade
                ? `${p.grade.outcome.toUpperCase()} (actual ${num(p.grade.actual)})`
                : STATUS[p.status]}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
