import type { TeamBioBoostView } from '../../../../shared/api/predictions.ts';
import { Card, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { inputFigure } from '../../../lib/bioboost-input.ts';

const INPUTS = [
  ['sleep', 'Sleep', '30%'],
  ['tIndex', 'T-Index', '40%'],
  ['cortisol', 'Cortisol (inverted)', '15%'],
  ['hydration', 'Hydration', '10%'],
  ['recovery', 'Recovery', '5%'],
] as const;

/**
 * One team's BioBoost: the composite and its five inputs, each with the reason from this game's data.
 * An input with no data reads "— no report" (or "no forecast") and is left out of the composite.
 */
export function TeamBioBoost({
  team,
  name,
  bioBoost,
}: {
  team: string;
  name: string;
  bioBoost: TeamBioBoostView;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          {name} <span className="text-moss-300">({team})</span>
        </CardTitle>
        <p
          className="font-display text-2xl tabular-nums text-banana-400"
          title="BioBoost 0–100: sleep 30%, T-Index 40%, cortisol 15% inverted, hydration 10%, recovery 5%; an input with no data is left out and the others' weights renormalised"
        >
          {bioBoost.score.toFixed(1)}
          <span className="sr-only"> BioBoost out of 100</span>
        </p>
      </CardHeader>
      <dl className="mt-3 space-y-2 text-sm">
        {INPUTS.map(([key, label, weight]) => {
          const input = bioBoost.inputs[key];
          const score = input.score;
          return (
            <div key={key}>
              <dt className="flex justify-between gap-2 font-semibold text-moss-100">
                <span>
                  {label}{' '}
                  <span className="font-normal text-moss-300">
                    · {score === null ? `left out (weight ${weight})` : `weight ${weight}`}
                  </span>
                </span>
                <span className={score === null ? 'font-normal text-moss-300' : 'tabular-nums'}>
                  {inputFigure(input)}
                </span>
              </dt>
              <dd className="text-moss-300">{input.reason}</dd>
            </div>
          );
        })}
      </dl>
    </Card>
  );
}
