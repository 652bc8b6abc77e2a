import type { ModelReport } from '../../../../shared/api/model-report.ts';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  TableRowHead,
} from '../../../components/ui/table.tsx';
import { count, num, pct, record } from './format.ts';

/** Season by season: model, market and 538 (where published) on the same games. */
export function SeasonTable({ report }: { report: ModelReport }) {
  return (
    <section aria-labelledby="seasons-heading" className="mt-12">
      <h2 id="seasons-heading" className="text-xl font-semibold text-moss-100">
        Season by season
      </h2>
      <div className="mt-4">
        <Table caption="Season by season" className="min-w-[42rem]">
          <TableHeader>
            <TableRow>
              <TableHead>Season</TableHead>
              <TableHead numeric>Games</TableHead>
              <TableHead numeric>Winners</TableHead>
              <TableHead numeric>Brier</TableHead>
              <TableHead numeric>Market Brier</TableHead>
              <TableHead numeric>538 Brier</TableHead>
              <TableHead numeric>ATS</TableHead>
              <TableHead numeric>ATS %</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {report.seasons.map((season) => (
              <TableRow key={season.season}>
                <TableRowHead>{season.season}</TableRowHead>
                <TableCell numeric>{season.model.games}</TableCell>
                <TableCell numeric>{pct(season.model.accuracy)}</TableCell>
                <TableCell numeric>{num(season.model.brier)}</TableCell>
                <TableCell numeric>{num(season.market.brier)}</TableCell>
                <TableCell numeric>{season.elo538 ? num(season.elo538.brier) : '—'}</TableCell>
                <TableCell numeric>{record(season.model.ats)}</TableCell>
                <TableCell numeric>{pct(season.model.ats.pct)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
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
                <TableCell numeric>{num(row.allGames.brier)}</TableCell>
                <TableCell numeric>{num(row.allGames.logLoss)}</TableCell>
                <TableCell numeric>{pct(row.allGames.ats.pct)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </section>
  );
}
