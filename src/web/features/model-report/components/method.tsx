import type { ModelReport } from '../../../../shared/api/model-report.ts';
import { pct } from './format.ts';

/** How the picks are made, in plain words, with the fitted numbers from the report. */
export function Method({ report }: { report: ModelReport }) {
  const p = report.params;
  return (
    // The method quotes fitted constants and formulas as the code holds them (step 0.967, p_home):
    // precise on purpose, so the page's raw-value check leaves this section out (decision 103).
    <section
      data-precision="method"
      aria-labelledby="method-heading"
      className="mt-12 space-y-3 text-moss-200"
    >
      <h2 id="method-heading" className="text-xl font-semibold text-moss-100">
        How the picks are made
      </h2>
      <p>
        <strong>Ratings.</strong> Every team carries a power rating in points, updated after each game by how
        far the result beat expectations (an Elo-style update with a margin-of-victory cap, step {p.elo.k}).
        Between seasons each rating moves {pct(p.elo.seasonRegression, 0)} of the way back to average. Home
        field is worth {p.homeField.start.toFixed(2)} points; a bye adds {p.rest.byePoints.toFixed(2)}; travel
        costs {p.rest.travelPointsPer1000Miles.toFixed(2)} points per 1,000 miles.
      </p>
      <p>
        <strong>The market.</strong> Where a closing line exists, the predicted margin is{' '}
        {pct(p.marketWeight, 0)} the market's spread and {pct(1 - p.marketWeight, 0)} our ratings. A margin
        becomes a win probability through a normal spread of {p.sigma.toFixed(2)} points.
      </p>
      <p>
        <strong>BioBoost.</strong> Each team's 0–100 readiness score — rest and travel, form, stress, weather,
        injuries — shifts the margin by {p.bioBoostPoints} points per point of difference. These are proxies
        built from public data, not biometrics; the table above shows what they add.
      </p>
      <p>
        <strong>No hindsight.</strong> Picks are made walk-forward: each uses only results known before its
        kickoff, is frozen at kickoff and is never rewritten. The constants were fitted on{' '}
        {report.fit.fromSeason}–{report.fit.toSeason} only (
        <code className="text-xs">{report.fit.command}</code>); every season shown here came after.
      </p>
      <ul className="list-disc space-y-1 pl-5 text-sm text-moss-300">
        {report.notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </section>
  );
}
