import type { PropRecordResponse } from '../../../../shared/api/props.ts';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  TableRowHead,
} from '../../../components/ui/table.tsx';

const LABELS: Record<string, string> = {
  player_pass_yds: 'Passing yards',
  player_rush_yds: 'Rushing yards',
  player_reception_yds: 'Receiving yards',
  player_receptions: 'Receptions',
  player_pass_tds: 'Passing touchdowns',
  player_anytime_td: 'Anytime touchdown',
};
const pct = (x: number | null) => (x === null ? '—' : `${(100 * x).toFixed(1)}%`);

/** The props section of /model: the graded record, or plainly why there is none, and the median view. */
export function PropsRecord({ data }: { data: PropRecordResponse }) {
  const r = data.record;
  return (
    <section aria-labelledby="props-record-heading" className="mt-10">
      <h2 id="props-record-heading" className="mb-3 text-xl font-semibold text-moss-100">
        Prop picks
      </h2>
      <p className="mb-4 text-moss-300">{data.note}</p>
      <p className="mb-4">
        Record: {r.wins}-{r.losses}-{r.pushes} from {r.picks} graded pick{r.picks === 1 ? '' : 's'} · hit rate{' '}
        {pct(r.hitRate)} · {data.noPicks} no pick published · {data.linesCaptured} sportsbook quotes over{' '}
        {data.weeksWithLines} week{data.weeksWithLines === 1 ? '' : 's'}
      </p>
      {r.byMarket.length > 0 && (
        <Table caption="Graded prop picks by market">
          <TableHeader>
            <TableRow>
              <TableHead>Market</TableHead>
              <TableHead numeric>W-L-P</TableHead>
              <TableHead numeric>Hit rate</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {r.byMarket.map((m) => (
              <TableRow key={m.market}>
                <TableRowHead>{LABELS[m.market] ?? m.market}</TableRowHead>
                <TableCell numeric>
                  {m.wins}-{m.losses}-{m.pushes}
                </TableCell>
                <TableCell numeric>{pct(m.hitRate)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {data.medianAccuracy && (
        <div className="mt-6">
          <p className="mb-3 text-sm text-moss-300">{data.medianAccuracy.label}</p>
          <Table
            caption={`Projection vs his recent median, seasons ${data.medianAccuracy.seasons.join(', ')}`}
          >
            <TableHeader>
              <TableRow>
                <TableHead>Market</TableHead>
                <TableHead numeric>Player-weeks</TableHead>
                <TableHead numeric>Side right</TableHead>
                <TableHead numeric>Projection MAE</TableHead>
                <TableHead numeric>Median MAE</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {data.medianAccuracy.rows.map((m) => (
                <TableRow key={m.market}>
                  <TableRowHead>{LABELS[m.market] ?? m.market}</TableRowHead>
                  <TableCell numeric>{m.cases}</TableCell>
                  <TableCell numeric>{pct(m.sideAccuracy)}</TableCell>
                  <TableCell numeric>{m.projectionMae.toFixed(2)}</TableCell>
                  <TableCell numeric>{m.medianMae.toFixed(2)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
    </section>
  );
}
