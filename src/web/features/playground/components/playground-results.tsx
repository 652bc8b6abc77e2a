import {
  customScore,
  originalScore,
  type PlaygroundFactors,
  type PlaygroundPlayer,
  playgroundCall,
  playgroundConfidence,
  scoreBreakdown,
} from '../../../../domain/personal/playground-score.ts';
import { keysOf } from '../../../../shared/guards.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { formatPoints } from '../../../lib/format-odds.ts';

const BREAKDOWN_LABELS = {
  sleep: 'Sleep',
  testosterone: 'T-Index',
  cortisol: 'Cortisol (inverted)',
  hydration: 'Hydration',
  injury: 'Injury recovery',
  weather: 'Weather adjustment',
  matchup: 'Matchup adjustment',
} as const;
const CALL_TONE = { BUY: 'positive', SELL: 'negative', HOLD: 'neutral' } as const;

/** The custom score against the original, the call and its confidence (spec 02 §4). */
export function ResultSummary({ player, factors }: { player: PlaygroundPlayer; factors: PlaygroundFactors }) {
  const custom = customScore(player, factors);
  const original = originalScore(player);
  const call = playgroundCall(custom, original);
  return (
    <div role="status" className="flex flex-wrap items-baseline gap-x-4 gap-y-2">
      <p>
        <span className="text-xs text-moss-300">Custom BioBoost </span>
        <strong className="font-display text-3xl tabular-nums text-banana-400">{custom.toFixed(1)}</strong>
      </p>
      <p className="text-sm tabular-nums text-moss-200">
        {formatPoints(Math.round(10 * (custom - original)) / 10)} vs original {original.toFixed(1)}
      </p>
      <Badge tone={CALL_TONE[call]} size="md">
        {call}
      </Badge>
      <Badge size="md">{playgroundConfidence(custom)} confidence</Badge>
    </div>
  );
}

export function PlaygroundResults({
  player,
  factors,
}: {
  player: PlaygroundPlayer;
  factors: PlaygroundFactors;
}) {
  const parts = scoreBreakdown(player, factors);
  return (
    <div className="space-y-4">
      <ResultSummary player={player} factors={factors} />
      <table className="w-full text-sm">
        <caption className="mb-2 text-left text-xs text-moss-300">
          Score breakdown: each factor's points (weight × input / 100, or the adjustment)
        </caption>
        <tbody>
          {keysOf(BREAKDOWN_LABELS).map((k) => (
            <tr key={k} className="border-t border-canopy-700">
              <th scope="row" className="py-1 text-left font-normal text-moss-300">
                {BREAKDOWN_LABELS[k]}
              </th>
              <td className="py-1 text-right tabular-nums text-moss-100">
                {parts[k] === null ? '— no data, left out' : formatPoints(parts[k])}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="text-xs text-moss-300">
        BUY when your weights score him above his BioBoost, SELL below, HOLD when equal. Confidence is HIGH
        above 75, MODERATE above 50, else LOW.
      </p>
    </div>
  );
}
