import { wizardComponentGrade, wizardTier } from '../../../../domain/bioboost/tiers.ts';
import type { PlayerCard } from '../../../../shared/api/players.ts';
import { Card } from '../../../components/ui/card.tsx';
import { inputFigure } from '../../../lib/bioboost-input.ts';

const COMPONENTS = [
  ['sleep', 'Sleep'],
  ['tIndex', 'T-Index'],
  ['cortisol', 'Cortisol (calm)'],
  ['hydration', 'Hydration'],
  ['recovery', 'Recovery'],
] as const;

/** Step 2: the chosen player's BioBoost, its tier and each input with the reason it was given. */
export function BreakdownStep({ player }: { player: PlayerCard | undefined }) {
  const b = player?.bioBoost;
  if (!player || !b) {
    return <p className="text-moss-300">No featured player with a BioBoost this week: go on to the games.</p>;
  }
  const tier = wizardTier(b.score);
  return (
    <Card aria-label="BioBoost breakdown" role="region">
      <h2 className="font-display text-xl text-banana-400">BioBoost Breakdown: {player.name}</h2>
      <p className="mt-1 text-moss-100">
        <span className="font-display text-3xl text-banana-400">{Math.round(b.score)}/100</span>{' '}
        <span className="font-semibold">{tier.label}</span> · {tier.tagline}
      </p>
      <p className="mt-1 text-sm text-moss-300">
        Projected {player.projection.draftKings.toFixed(1)} DraftKings points (
        {player.projection.low.toFixed(1)}–{player.projection.high.toFixed(1)}).
      </p>
      <dl className="mt-4 grid gap-3 sm:grid-cols-2">
        {COMPONENTS.map(([key, name]) => {
          const input = b[key];
          return (
            <div key={key} className="rounded-lg border border-canopy-700 p-3">
              <dt className="flex justify-between text-sm font-semibold text-moss-100">
                <span>{name}</span>
                <span>
                  {input.score === null
                    ? inputFigure(input)
                    : `${Math.round(input.score)} · ${wizardComponentGrade(input.score)}`}
                </span>
              </dt>
              <dd className="mt-1 text-sm text-moss-300">{input.reason}</dd>
            </div>
          );
        })}
      </dl>
    </Card>
  );
}
