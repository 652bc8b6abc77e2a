import type { ModelReport } from '../../../../shared/api/model-report.ts';
import { count, num, pct, record } from './format.ts';

/** Season by season: model, market and 538 (where published) on the same games. */
export function SeasonTable({ report }: { report: ModelReport }) {
  return (
    <section aria-labelledby="seasons-heading" className="mt-12">
      <h2 id="seasons-heading" className="text-xl font-semibold text-moss-100">
        Season by season
      </h2>
      <div className="mt-4 overflow-x-auto">
        <table className="w-full min-w-[42rem] text-left text-sm">
          <thead className="text-xs uppercase tracking-wide text-moss-300">
            <tr>
              <th className="py-2">Season</th>
              <th>Games</th>
              <th>Winners</th>
              <th>Brier</th>
              <th>Market Brier</th>
              <th>538 Brier</th>
              <th>ATS</th>
              <th>ATS %</th>
            </tr>
          </thead>
          <tbody>
            {report.seasons.map((season) => (
              <tr key={season.season} className="border-t border-canopy-800">
                <th scope="row" className="py-2 font-semibold">
                  {season.season}
                </th>
                <td>{season.model.games}</td>
                <td>{pct(season.model.accuracy)}</td>
                <td>{num(season.model.brier)}</td>
                <td>{num(season.market.brier)}</td>
                <td>{season.elo538 ? num(season.elo538.brier) : '—'}</td>
                <td>{record(season.model.ats)}</td>
                <td>{pct(season.model.ats.pct)}</td>
              </tr>
            ))}
          </tbody>
        </table>
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
      <div className="mt-4 overflow-x-auto">
        <table className="w-full min-w-[36rem] text-left text-sm">
          <thead className="text-xs uppercase tracking-wide text-moss-300">
            <tr>
              <th className="py-2">Variant</th>
              <th>Games</th>
              <th>Winners</th>
              <th>Brier</th>
              <th>Log loss</th>
              <th>ATS %</th>
            </tr>
          </thead>
          <tbody>
            {report.ablation.map((row) => (
              <tr key={row.variant} className="border-t border-canopy-800">
                <th scope="row" className="py-2 font-semibold">
                  {row.description}
                </th>
                <td>{count(row.allGames.games)}</td>
                <td>{pct(row.allGames.accuracy)}</td>
                <td>{num(row.allGames.brier)}</td>
                <td>{num(row.allGames.logLoss)}</td>
                <td>{pct(row.allGames.ats.pct)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
