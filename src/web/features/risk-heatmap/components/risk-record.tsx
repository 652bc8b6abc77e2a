import { BET_TYPES, WEIGHTS } from '../../../../domain/risk/score.ts';
import type { RiskRecordResponse } from '../../../../shared/api/risk-heatmap.ts';
import { Card } from '../../../components/ui/card.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  TableRowHead,
} from '../../../components/ui/table.tsx';
import { useRiskRecord } from '../api/get-risk-record.ts';

const BET = { spread: 'Spread', total: 'Total', moneyline: 'Moneyline' } as const;
const pctOf = (w: number) => `${Math.round(w * 100)}%`;

const winPct = (r: number | null) => (r === null ? '—' : `${(r * 100).toFixed(1)}%`);

function RecordTable({ d }: { d: RiskRecordResponse }) {
  const period = d.weeks
    ? `${d.season}, weeks ${d.weeks.from}–${d.weeks.to}`
    : `${d.season}: no graded week yet`;
  return (
    <>
      <p className="text-sm text-moss-300">
        The model’s own picks ({period}): each bet scored with the weights above as of its week’s first
        kickoff, then graded: the spread pick against the spread, the total pick, the straight-up winner.
      </p>
      <Table caption={`Win rate by risk band, ${period}`}>
        <TableHeader>
          <TableRow>
            <TableHead>Risk band</TableHead>
            <TableHead numeric>Bets</TableHead>
            <TableHead numeric>W–L–P</TableHead>
            <TableHead numeric>Win %</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {d.bands.map((b) => (
            <TableRow key={b.label}>
              <TableRowHead>{b.label}</TableRowHead>
              <TableCell numeric>{b.bets}</TableCell>
              <TableCell numeric>
                {b.wins}–{b.losses}–{b.pushes}
              </TableCell>
              <TableCell numeric>{winPct(b.winRate)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <p className="text-xs text-moss-300">
        Win % is wins over wins and losses, pushes apart; “—” where no bet in the band was decided.{' '}
        {d.unscored} graded {d.unscored === 1 ? 'bet' : 'bets'} had too few inputs to score (AVOID -
        Insufficient Data) and {d.unscored === 1 ? 'is' : 'are'} not in the table.
      </p>
      <p className="font-semibold text-moss-100">{d.verdict.text}</p>
    </>
  );
}

/** Issue 23: does a lower risk score go with more wins? The season's graded picks by risk band. */
export function RiskRecord() {
  const query = useRiskRecord();
  return (
    <Card className="space-y-3" role="region" aria-labelledby="risk-record">
      <h2 id="risk-record" className="font-display text-xl text-banana-400">
        Do lower risk scores win more?
      </h2>
      <p className="text-sm text-moss-200">
        A bet’s risk is the weighted mean of its known factors. The weights were chosen, not fitted; this
        checks them against results.
      </p>
      <ul className="space-y-1 text-sm text-moss-200" aria-label="Weights by bet type">
        {BET_TYPES.map((t) => {
          const w = WEIGHTS[t];
          return (
            <li key={t}>
              <span className="font-semibold text-moss-100">{BET[t]}:</span> line movement{' '}
              {pctOf(w.lineMovement)}, weather {pctOf(w.weather)}, injuries {pctOf(w.injuries)}, ATS history{' '}
              {pctOf(w.history)}
            </li>
          );
        })}
      </ul>
      <QueryState query={query} what="the risk record" pending={<Skeleton className="h-56" />}>
        {(d) => <RecordTable d={d} />}
      </QueryState>
    </Card>
  );
}
