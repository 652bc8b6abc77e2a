import { sameGamesSeasons, seasonSpan } from '../../../../domain/model/report-seasons.ts';
import type {
  ModelReport,
  MoneylineBaseline,
  ProbabilityMetrics,
} from '../../../../shared/api/model-report.ts';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  TableRowHead,
} from '../../../components/ui/table.tsx';
import { count, num, pct } from './format.ts';
import { brierVerdict } from './verdict.ts';

const SPREAD = 'closing spread';
const MONEYLINE = 'no-vig closing moneyline';

/** The model against both market baselines, on exactly the games that have both closing moneylines. */
export function MarketBaselines({ report }: { report: ModelReport }) {
  const same = sameGamesSeasons(report);
  const windows = [
    { label: seasonSpan(same.from, same.to), baseline: report.overall.moneyline },
    { label: seasonSpan(report.fromSeason, report.toSeason), baseline: report.allGames.moneyline },
  ].filter(
    (w, i, all): w is { label: string; baseline: MoneylineBaseline } =>
      w.baseline !== null && all.findIndex((x) => x.label === w.label) === i,
  );
  if (windows.length === 0) return null;
  return (
    <section aria-labelledby="baselines-heading" className="mt-12">
      <h2 id="baselines-heading" className="text-xl font-semibold text-moss-100">
        Against the market, two ways
      </h2>
      <p className="mt-2 max-w-3xl text-sm text-moss-300">
        The market's win probability can be read from the closing spread (through the same normal margin the
        model uses, σ {report.params.sigma.toFixed(2)} points) or from the closing moneylines, with the
        bookmaker's margin removed in proportion to each side's implied probability. Both are scored on the
        games that have both moneylines, and so is our model. Lower Brier is better.
      </p>
      {windows.map(({ label, baseline }) => (
        <BaselineTable key={label} label={label} baseline={baseline} />
      ))}
    </section>
  );
}

function BaselineTable({ label, baseline }: { label: string; baseline: MoneylineBaseline }) {
  const rows: [string, ProbabilityMetrics][] = [
    ['Go Gorilla model', baseline.model],
    ['Closing spread', baseline.spread],
    ['No-vig closing moneyline', baseline.market],
  ];
  const caption = `${label}: the ${count(baseline.market.games)} games with both closing moneylines`;
  return (
    <div className="mt-6">
      <Table
        caption={caption}
        captionVisible
        captionNote={
          baseline.missing > 0 && (
            <span className="text-moss-300"> ({count(baseline.missing)} without moneylines left out)</span>
          )
        }
        className="min-w-[32rem]"
      >
        <TableHeader>
          <TableRow>
            <TableHead>Source</TableHead>
            <TableHead numeric>Games</TableHead>
            <TableHead numeric>Winners</TableHead>
            <TableHead numeric>Brier</TableHead>
            <TableHead numeric>Log loss</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map(([name, m]) => (
            <TableRow key={name}>
              <TableRowHead>{name}</TableRowHead>
              <TableCell numeric>{count(m.games)}</TableCell>
              <TableCell numeric>{pct(m.accuracy)}</TableCell>
              {/* Six places, as the verdicts below and docs/record.md quote them: where the sources differ. */}
              <TableCell numeric data-precision="score">
                {num(m.brier, 6)}
              </TableCell>
              <TableCell numeric data-precision="score">
                {num(m.logLoss)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {/* The verdicts quote Brier scores to the decimal where the sources differ: precise on purpose. */}
      <ul data-precision="score" className="mt-2 space-y-1 text-sm text-moss-200">
        <li>{brierVerdict(baseline.model, baseline.spread, SPREAD)}</li>
        <li>{brierVerdict(baseline.model, baseline.market, MONEYLINE)}</li>
      </ul>
    </div>
  );
}
