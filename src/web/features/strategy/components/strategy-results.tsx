import { Lightbulb } from 'lucide-react';
import { passedSummary, type StrategyResult } from '../../../../domain/strategy/generate.ts';
import type { RiskTolerance } from '../../../../domain/strategy/profile.ts';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { formatProbability } from '../../../lib/format-odds.ts';
import { formatDollars, formatStake } from '../lib/strategy-format.ts';
import { BetCard } from './bet-card.tsx';

interface ResultsProps {
  result: StrategyResult;
  riskTolerance: RiskTolerance;
  unitSize: number;
  weekLabel: string;
  gameCount: number;
}

function Tile({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <Card className="space-y-1">
      <p className="text-sm text-moss-300">{label}</p>
      <p className="text-xl font-semibold text-moss-100 tabular-nums">{value}</p>
      {note && <p className="text-xs text-moss-300">{note}</p>}
    </Card>
  );
}

/** The strategy: summary tiles, one card per recommended game, the games passed and why, the tips. */
const RISK_NAMES: Record<RiskTolerance, string> = {
  conservative: 'Conservative',
  medium: 'Medium risk',
  aggressive: 'Aggressive',
};

export function StrategyResults({ result, riskTolerance, unitSize, weekLabel, gameCount }: ResultsProps) {
  const m = result.bankrollManagement;
  return (
    <section aria-labelledby="strategy-results" className="space-y-4">
      <h2 id="strategy-results" className="text-xl font-semibold text-moss-100">
        Your {weekLabel} strategy
      </h2>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Tile
          label="Recommended games"
          value={`${result.strategies.length}`}
          note={`of ${gameCount} this week`}
        />
        <Tile
          label="Total stake"
          value={`${formatStake(m.totalUnits)} units`}
          note={formatDollars(m.totalRisk)}
        />
        <Tile
          label="Share of bankroll"
          value={formatProbability(m.riskPercentage / 100)}
          note={m.recommendation}
        />
        <Tile label="Risk" value={result.riskAssessment.level} note={result.riskAssessment.description} />
      </div>
      {result.strategies.length === 0 ? (
        // Why, counted (decision 119): a week whose lines are not stored yet is not a week the rules
        // rejected, and the person should see which it is.
        <EmptyState title={`No game met the ${RISK_NAMES[riskTolerance]} thresholds this week`}>
          <p>
            Of {gameCount} games, {passedSummary(result.passed)}. Each game’s reason is listed below.
          </p>
          {result.passed.some((p) => p.kind === 'no_line') && (
            <p className="mt-1">Lines are captured through the week: try again once they are stored.</p>
          )}
        </EmptyState>
      ) : (
        <div className="grid gap-4 md:grid-cols-2">
          {result.strategies.map((s) => (
            <BetCard key={s.gameId} strategy={s} unitSize={unitSize} />
          ))}
        </div>
      )}
      {result.passed.length > 0 && (
        <details className="rounded-xl border border-canopy-700 p-4">
          <summary className="min-h-11 cursor-pointer py-2 font-semibold text-moss-100">
            Games passed ({result.passed.length})
          </summary>
          <ul className="space-y-1 text-sm">
            {result.passed.map((p) => (
              <li key={p.gameId}>
                <span className="font-semibold text-moss-100">{p.matchup}</span>{' '}
                <span className="text-moss-300">— {p.reason}</span>
              </li>
            ))}
          </ul>
        </details>
      )}
      <Card className="space-y-2">
        <h3 className="flex items-center gap-2 font-semibold text-banana-400">
          <Lightbulb aria-hidden="true" className="size-5" /> Tips for you
        </h3>
        <ul className="list-disc space-y-1 pl-5 text-moss-100">
          {result.personalizedTips.map((t) => (
            <li key={t}>{t}</li>
          ))}
        </ul>
      </Card>
    </section>
  );
}
