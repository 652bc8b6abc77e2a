import type { GameStrategy, StrategyBet } from '../../../../domain/strategy/generate.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { formatProbability } from '../../../lib/format-odds.ts';
import { formatDollars, formatEvPct, formatLine, formatStake } from '../lib/strategy-format.ts';

const TYPE_LABEL = { spread: 'Spread', total: 'Total', moneyline: 'Moneyline' } as const;
const RISK_TONE = { low: 'positive', moderate: 'neutral', high: 'warning' } as const;

function BetRow({ bet }: { bet: StrategyBet }) {
  return (
    <li className="space-y-1 rounded-lg border border-canopy-700 p-3">
      <p className="font-semibold text-moss-100">
        {TYPE_LABEL[bet.type]}: {bet.side} {formatLine(bet)}
        <span className="ml-2 text-sm font-normal text-moss-300 tabular-nums">+{bet.points} pts</span>
      </p>
      <p className="text-sm text-moss-200">{bet.reasoning}</p>
      <p className="text-sm text-moss-300 tabular-nums">
        Model probability {formatProbability(bet.probability, 0)} · EV {formatEvPct(bet.expectedValue)}
        {bet.expectedValue === null && ' (the model gives no probability for totals)'}
      </p>
    </li>
  );
}

/** One recommended game: its bets with their reasons, confidence, risk, stake and expected value. */
export function BetCard({ strategy, unitSize }: { strategy: GameStrategy; unitSize: number }) {
  const s = strategy;
  return (
    <Card asChild className="space-y-3">
      <article aria-label={s.matchup}>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div>
            <h3 className="text-lg font-semibold text-banana-400">{s.matchup}</h3>
            <p className="text-sm text-moss-300">{s.timeSlot}</p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Badge>Confidence {s.overallConfidence}</Badge>
            <Badge tone={RISK_TONE[s.riskLevel]}>{s.riskLevel} risk</Badge>
          </div>
        </div>
        <ul className="space-y-2">
          {s.bets.map((b) => (
            <BetRow key={b.type} bet={b} />
          ))}
        </ul>
        <dl className="grid grid-cols-2 gap-2 text-sm tabular-nums">
          <div>
            <dt className="text-moss-300">Stake</dt>
            <dd className="font-semibold text-moss-100">
              {formatStake(s.bankrollRecommendation)} units (
              {formatDollars(s.bankrollRecommendation * unitSize)})
            </dd>
          </div>
          <div>
            <dt className="text-moss-300">Expected value</dt>
            <dd className="font-semibold text-moss-100">{formatEvPct(s.expectedValue)}</dd>
          </div>
        </dl>
        <details className="text-sm text-moss-200">
          <summary className="min-h-11 cursor-pointer py-2 font-semibold text-moss-100">Reasoning</summary>
          <ul className="list-disc space-y-1 pl-5">
            {s.reasoning.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        </details>
      </article>
    </Card>
  );
}
