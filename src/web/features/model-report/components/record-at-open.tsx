import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ModelReport } from '../../../../shared/api/model-report.ts';
import type { BetRecord, ClvBin, RecordAtOpen as Record } from '../../../../shared/api/record-at-open.ts';
import { Card } from '../../../components/ui/card.tsx';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  TableRowHead,
} from '../../../components/ui/table.tsx';
import { count, pct, record } from './format.ts';

const signed = (x: number | null, digits = 2) =>
  x === null ? '—' : `${x >= 0 ? '+' : '−'}${Math.abs(x).toFixed(digits)}`;
const binLabel = (b: ClvBin) =>
  b.from === null
    ? `< ${signed(b.to, 1)}`
    : b.to === null
      ? `≥ ${signed(b.from, 1)}`
      : `${signed(b.from, 1)}…${signed(b.to, 1)}`;

/** The picks made the Tuesday before against the opening line, the bets graded apart (decision 090). */
export function RecordAtOpen({ report }: { report: ModelReport }) {
  const r = report.atOpen;
  return (
    <section aria-labelledby="at-open-heading" className="mt-12">
      <h2 id="at-open-heading" className="text-xl font-semibold text-moss-100">
        The record at the open
      </h2>
      {!r ? (
        <p className="mt-3 text-moss-300">
          — Not available here: the record at the open reads SBR's opening lines (2007–2021) from the data
          pack, which this server was not started with (NFL_DATA_DIR).
        </p>
      ) : (
        <>
          <p className="mt-3 max-w-3xl text-moss-300">
            Picks made the Tuesday before each game, {r.fromSeason}–{r.toSeason}, graded against the opening
            spread and total ({count(r.games)} games). CLV is how far the line moved toward our pick by the
            close.
          </p>
          <Bets bets={r.bets} />
          <OpenTable r={r} />
          <ClvHistogram bins={r.clvHistogram} />
        </>
      )}
    </section>
  );
}

function Bets({ bets }: { bets: Record['bets'] }) {
  const interval = bets.interval ? `${pct(bets.interval.low)}–${pct(bets.interval.high)}` : '—';
  return (
    <Card className="mt-4 px-4 py-3 text-sm">
      <p className="font-semibold text-moss-100">
        {bets.published ? 'Bets are published' : 'No bets published: every pick is a lean'}
      </p>
      <p className="mt-1 text-moss-300">
        The bet rule (cover probability ≥ {pct(bets.minCoverProbability)}, fitted on {bets.fit.fromSeason}–
        {bets.fit.toSeason} and frozen {bets.fit.frozen}) went{' '}
        <strong className="text-banana-400">{record(bets.record)}</strong> ({pct(bets.record.pct)}, 95%
        interval {interval}), {signed(bets.units)} units at −110, mean CLV {signed(bets.clv.meanPoints)}{' '}
        points. A bettor winning 52.4% does at least as well {pct(bets.chance, 0)} of the time
        {bets.published ? '.' : ': no edge, so the app publishes no bets.'}
      </p>
    </Card>
  );
}

function OpenTable({ r }: { r: Record }) {
  const rows: [string, BetRecord, string][] = [
    ['Our picks against the spread', r.ats, signed(r.spreadClv.meanPoints)],
    ['Our totals picks', r.totals, signed(r.totalClv.meanPoints)],
    ['Always the favourite', r.baselines.favourite, '—'],
    ['Always the home underdog', r.baselines.homeDog, '—'],
    ['Follow the move (a ceiling: not knowable at the open)', r.baselines.followMove, '—'],
  ];
  return (
    <div className="mt-6">
      <Table caption="Against the opening line, same games" captionVisible>
        <TableHeader>
          <TableRow>
            <TableHead>Picks</TableHead>
            <TableHead numeric>W–L–P</TableHead>
            <TableHead numeric>Win %</TableHead>
            <TableHead numeric>Mean CLV (pts)</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map(([label, rec, clv]) => (
            <TableRow key={label}>
              <TableRowHead>{label}</TableRowHead>
              <TableCell numeric>{record(rec)}</TableCell>
              <TableCell numeric>{pct(rec.pct)}</TableCell>
              <TableCell numeric>{clv}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

function ClvHistogram({ bins }: { bins: ClvBin[] }) {
  const data = bins.map((b) => ({ bin: binLabel(b), picks: b.picks }));
  return (
    <div className="mt-6">
      <h3 className="font-semibold text-moss-100">CLV of every spread pick (points)</h3>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-moss-300">
        {data.map((d) => (
          <li key={d.bin}>
            {d.bin}: {count(d.picks)}
          </li>
        ))}
      </ul>
      <div className="mt-3 h-60 rounded-xl border border-canopy-700 bg-canopy-900/70 p-3" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 600, height: 220 }}>
          <BarChart
            data={data}
            margin={{ top: 10, right: 20, bottom: 10, left: 0 }}
            accessibilityLayer={false}
          >
            <CartesianGrid stroke="#173a27" vertical={false} />
            <XAxis dataKey="bin" stroke="#a9c9b4" fontSize={12} />
            <YAxis stroke="#a9c9b4" fontSize={12} />
            <Tooltip contentStyle={{ background: '#112a1c', border: '1px solid #1f4d34' }} />
            <Bar dataKey="picks" name="Picks" fill="#facc15" isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </div>
  );
}
