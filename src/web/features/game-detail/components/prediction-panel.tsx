import type { GameDetailResponse } from '../../../../shared/api/game-detail.ts';
import type { PredictionView } from '../../../../shared/api/predictions.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { LeanLabel } from '../../../components/ui/lean-label.tsx';
import { OutcomeBadge } from '../../../components/ui/outcome-badge.tsx';
import { formatInstant } from '../../../lib/format.ts';
import {
  formatClv,
  formatHandicap,
  formatPoints,
  formatProbability,
  formatTotal,
} from '../../../lib/format-odds.ts';
import { withGameNames } from '../../../lib/game-names.ts';

const FACTORS = [
  ['homeRating', 'Home rating'],
  ['awayRating', 'Away rating'],
  ['homeField', 'Home field'],
  ['restTravel', 'Rest and travel'],
  ['ratingMargin', 'Rating margin'],
  ['bioBoostPoints', 'BioBoost points'],
  ['marketSpread', 'Market margin blended in'],
  ['marketWeight', 'Market weight'],
  ['modelTotal', 'Model total'],
  ['marketTotal', 'Market total'],
] as const;

/** A locked spread pick's closing-line value, or "—" with the reason (decision 084). */
function ClvLine({ clv, unknown }: { clv: GameDetailResponse['clv']; unknown: string | null }) {
  return (
    <li title="Closing-line value: points the picked side's line before kickoff (the median of the books we stored) beat nflverse's closing line by">
      CLV: {clv ? formatClv(clv) : `— (${unknown ?? 'unknown'})`}
    </li>
  );
}

export function PredictionPanel({
  prediction,
  clv = null,
  clvUnknown = null,
}: {
  prediction: PredictionView | null;
  clv?: GameDetailResponse['clv'];
  clvUnknown?: string | null;
}) {
  if (!prediction) {
    return (
      <Card>
        <CardTitle>Our pick</CardTitle>
        <p className="mt-2 text-moss-300">The model has no pick for this game at this time.</p>
      </Card>
    );
  }
  if (prediction.status === 'no_pick') {
    return (
      <Card>
        <CardTitle>No pick published</CardTitle>
        <ul className="mt-2 list-disc pl-5 text-moss-300">
          {prediction.reasons.map((r) => (
            <li key={r.code}>{withGameNames(r.detail)}</li>
          ))}
        </ul>
      </Card>
    );
  }
  const p = prediction;
  const f = p.factors;
  return (
    <Card tone="highlight">
      <CardHeader>
        <CardTitle>
          Our pick: {p.winner} to win · {formatProbability(p.winProbability)}
        </CardTitle>
        <Badge tone={p.status === 'locked' ? 'positive' : 'warning'}>
          {p.status === 'locked' ? 'Locked at kickoff' : 'Provisional until kickoff'}
        </Badge>
      </CardHeader>
      <p className="mt-1 text-sm text-moss-300">
        {p.confidence.tier} confidence ({p.confidence.percent}%) · as of {formatInstant(p.predictedAt)} ·
        model {p.modelVersion}
      </p>
      <ul className="mt-3 space-y-1 text-sm">
        <li>
          Expected margin: {p.home.code} {formatPoints(p.predictedMargin)} · expected total{' '}
          {formatTotal(p.predictedTotal)}
        </li>
        {p.spread && (
          <li className="flex flex-wrap items-center gap-2">
            Spread pick: {p.spread.pick}{' '}
            {formatHandicap(p.spread.pick === p.home.code ? p.spread.homeLine : -p.spread.homeLine)} (edge{' '}
            {p.spread.edge.toFixed(1)} pts)
            <LeanLabel price={p.spread.price} />
            {p.grade?.againstSpread && <OutcomeBadge outcome={p.grade.againstSpread} long />}
          </li>
        )}
        {p.spread && p.status === 'locked' && <ClvLine clv={clv} unknown={clvUnknown} />}
        {p.total && (
          <li className="flex flex-wrap items-center gap-2">
            Total: {p.total.pick} {formatTotal(p.total.line)} (edge {p.total.edge.toFixed(1)} pts)
            <LeanLabel price={p.total.price} />
            {p.grade?.total && <OutcomeBadge outcome={p.grade.total} long />}
          </li>
        )}
        {p.grade && (
          <li className="flex flex-wrap items-center gap-2">
            Winner: <OutcomeBadge outcome={p.grade.straightUp} long />
          </li>
        )}
      </ul>
      <p className="mt-3 text-sm text-moss-200">{p.commentary}</p>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-semibold text-moss-100">
          The factors behind it (points, home view)
        </summary>
        <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 tabular-nums">
          {FACTORS.map(([key, label]) => (
            <div key={key} className="flex justify-between gap-2">
              <dt className="text-moss-300">{label}</dt>
              <dd>
                {f[key] === null ? '—' : key === 'marketWeight' ? f[key].toFixed(2) : f[key].toFixed(1)}
              </dd>
            </div>
          ))}
        </dl>
      </details>
    </Card>
  );
}
