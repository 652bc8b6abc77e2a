import type { ModelReport, ModelReportWithRecord } from '../../../../shared/api/model-report.ts';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  TableRowHead,
} from '../../../components/ui/table.tsx';
import { formatUnits } from '../../../lib/format-odds.ts';
import { count, num, pct } from './format.ts';
import { seasonRows, totalAtsUnits } from './season-rows.ts';

/**
 * Season by season. The W-L-P are the public record: the frozen picks graded as Past Picks and Weekly
 * Picks grade them (`report.record`, decision 083). Brier is the walk-forward backtest's, on the
 * season's decided games, beside the market's and 538's on the same games.
 */
export function SeasonTable({ report }: { report: ModelReportWithRecord }) {
  const units = totalAtsUnits(report.record);
  return (
    <section aria-labelledby="seasons-heading" className="mt-12">
      <h2 id="seasons-heading" className="text-xl font-semibold text-moss-100">
        Season by season
      </h2>
      <p className="mt-2 text-sm text-moss-300">
        Picks, straight up and against the spread: the picks frozen at kickoff, graded from the final score —
        the same record as Past Picks and Weekly Picks. Brier: the walk-forward backtest on the season’s
        decided games (ties left out), beside the market’s and FiveThirtyEight’s on the same games.
      </p>
      <div className="mt-4">
        <Table caption="Season by season" className="min-w-[42rem]">
          <TableHeader>
            <TableRow>
              <TableHead>Season</TableHead>
              <TableHead numeric>Picks</TableHead>
              <TableHead numeric>Straight up</TableHead>
              <TableHead numeric>ATS</TableHead>
              <TableHead numeric>ATS %</TableHead>
              <TableHead numeric>ATS units at the stored price</TableHead>
              <TableHead numeric>Brier</TableHead>
              <TableHead numeric>Market Brier</TableHead>
              <TableHead numeric>538 Brier</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {seasonRows(report).map((row) => (
              <TableRow key={row.season}>
                <TableRowHead>{row.season}</TableRowHead>
                <TableCell numeric>{row.picks}</TableCell>
                <TableCell numeric>{row.straightUp}</TableCell>
                <TableCell numeric>{row.ats}</TableCell>
                <TableCell numeric>{row.atsPct}</TableCell>
                <TableCell numeric>{row.atsUnits}</TableCell>
                <TableCell numeric data-precision="score">
                  {row.brier}
                </TableCell>
                <TableCell numeric data-precision="score">
                  {row.marketBrier}
                </TableCell>
                <TableCell numeric data-precision="score">
                  {row.elo538Brier}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <p className="mt-3 text-sm text-moss-300">
        ATS units: one unit on each frozen spread pick at the price stored with its line (a win pays that
        price’s profit, a loss costs the unit, a push nothing). All seasons:{' '}
        {units.priced === 0 ? (
          'no pick has a stored price yet'
        ) : (
          <>
            <strong className="text-banana-400">{formatUnits(units.units)}</strong> on {count(units.priced)}{' '}
            priced picks
          </>
        )}
        {units.unpriced > 0 &&
          `; ${count(units.unpriced)} picks frozen without a price are counted apart, not assumed at −110`}
        .
      </p>
    </section>
  );
}

/** What each part of the model adds, measured by taking it away. */
export function AblationTable({ report }: { report: ModelReport }) {
  return (
    <section aria-labelledby="ablation-heading" className="mt-12">
      <h2 id="ablation-heading" className="text-xl font-semibold text-moss-100">
        What each part adds
      </h2>
      <p className="mt-2 text-sm text-moss-300">
        The same walk-forward run with one part removed, on every evaluated game.
      </p>
      <div className="mt-4">
        <Table caption="What each part adds" className="min-w-[36rem]">
          <TableHeader>
            <TableRow>
              <TableHead>Variant</TableHead>
              <TableHead numeric>Games</TableHead>
              <TableHead numeric>Winners</TableHead>
              <TableHead numeric>Brier</TableHead>
              <TableHead numeric>Log loss</TableHead>
              <TableHead numeric>ATS %</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {report.ablation.map((row) => (
              <TableRow key={row.variant}>
                <TableRowHead>{row.description}</TableRowHead>
                <TableCell numeric>{count(row.allGames.games)}</TableCell>
                <TableCell numeric>{pct(row.allGames.accuracy)}</TableCell>
                <TableCell numeric data-precision="score">
                  {num(row.allGames.brier)}
                </TableCell>
                <TableCell numeric data-precision="score">
                  {num(row.allGames.logLoss)}
                </TableCell>
                <TableCell numeric>{pct(row.allGames.ats.pct)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </section>
  );
}
