import type { ModelReport } from '../../../../shared/api/model-report.ts';
import { Card, CardDescription, CardTitle } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/cn.ts';
import { BREAK_EVEN_AT_MINUS_110, count, num, pct, record } from './format.ts';

interface Source {
  name: string;
  detail: string;
  metrics: { games: number; accuracy: number; brier: number; logLoss: number } | null;
  ours?: boolean;
}

/** Model, market and FiveThirtyEight on the very same games. */
export function Headline({ report }: { report: ModelReport }) {
  const { overall } = report;
  const sources: Source[] = [
    {
      name: 'Go Gorilla model',
      detail: `version ${report.modelVersion}`,
      metrics: overall.model,
      ours: true,
    },
    {
      name: 'Closing spread',
      detail: `the market at kickoff, as a probability (σ ${report.params.sigma.toFixed(2)})`,
      metrics: overall.market,
    },
    { name: 'FiveThirtyEight Elo', detail: 'published pre-game probabilities', metrics: overall.elo538 },
  ];
  const ats = overall.model.ats;
  const beatsBreakEven = ats.pct !== null && ats.pct > BREAK_EVEN_AT_MINUS_110;
  return (
    <section aria-labelledby="headline-heading">
      <h2 id="headline-heading" className="text-xl font-semibold text-moss-100">
        Head to head on the same {count(overall.model.games)} games
      </h2>
      <div className="mt-4 grid gap-4 md:grid-cols-3">
        {sources.map((source) => (
          <Card key={source.name} asChild tone={source.ours ? 'highlight' : 'default'}>
            <article aria-label={source.name}>
              <CardTitle>{source.name}</CardTitle>
              <CardDescription>{source.detail}</CardDescription>
              {source.metrics ? (
                <dl className="mt-3 grid grid-cols-3 gap-2 text-center">
                  <Metric label="Winners" value={pct(source.metrics.accuracy)} />
                  <Metric label="Brier" value={num(source.metrics.brier)} />
                  <Metric label="Log loss" value={num(source.metrics.logLoss)} />
                </dl>
              ) : (
                <p className="mt-3 text-sm text-moss-300">Not published for these seasons.</p>
              )}
            </article>
          </Card>
        ))}
      </div>
      <p className="mt-3 text-sm text-moss-300">
        Brier score and log loss measure the probabilities themselves: lower is better. Winners is the share
        of decided games (ties left out) where the side given more than 50% won; a call of exactly 50% (a
        pick’em line) counts as half.
      </p>
      <div className="mt-6 grid gap-4 md:grid-cols-2">
        <Card asChild>
          <article aria-label="Against the spread">
            <CardTitle>Against the spread</CardTitle>
            <p className="mt-2 text-2xl font-semibold text-moss-100">
              {record(ats)} <span className="text-base text-moss-300">({pct(ats.pct)})</span>
            </p>
            <p className="mt-1 text-xs text-moss-300">{gradedNote(ats, overall.model.games)}</p>
            <p className={cn('mt-2 text-sm', beatsBreakEven ? 'text-leaf-400' : 'text-banana-400')}>
              {beatsBreakEven
                ? `Above the ${pct(BREAK_EVEN_AT_MINUS_110)} needed to break even at −110.`
                : `Below the ${pct(BREAK_EVEN_AT_MINUS_110)} needed to break even at −110: no edge against the spread.`}
            </p>
          </article>
        </Card>
        <Card asChild>
          <article aria-label="Totals">
            <CardTitle>Over / under</CardTitle>
            <p className="mt-2 text-2xl font-semibold text-moss-100">
              {record(overall.model.totals)}{' '}
              <span className="text-base text-moss-300">({pct(overall.model.totals.pct)})</span>
            </p>
            <p className="mt-2 text-sm text-moss-300">
              Closing favourites covered {pct(overall.market.favouriteCovers.pct)} of these games (
              {record(overall.market.favouriteCovers)}).
            </p>
          </article>
        </Card>
      </div>
      <p className="mt-3 text-sm text-moss-300">
        These two cards are the walk-forward backtest on the same games, graded against the closing line. The
        season table below counts the picks frozen at kickoff, as Past Picks does.
      </p>
    </section>
  );
}

/** ATS grades every game with a line, ties included: say how many, so the count adds up. */
function gradedNote(ats: { wins: number; losses: number; pushes: number }, decided: number): string {
  const graded = ats.wins + ats.losses + ats.pushes;
  const ties = graded - decided;
  const tied = ties > 0 ? `, including ${count(ties)} tied ${ties === 1 ? 'game' : 'games'}` : '';
  return `Every one of the ${count(graded)} games graded${tied}; pushes are left out of the percentage.`;
}

function Metric({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs uppercase tracking-wide text-moss-300">{label}</dt>
      {/* Brier and log loss differ between models in the fourth decimal: precise on purpose (103). */}
      <dd data-precision="score" className="text-lg font-semibold text-moss-100">
        {value}
      </dd>
    </div>
  );
}
