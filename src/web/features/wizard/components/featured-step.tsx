import { Users } from 'lucide-react';
import { wizardTier } from '../../../../domain/bioboost/tiers.ts';
import type { PlayerCard, PlayersResponse } from '../../../../shared/api/players.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatInstant } from '../../../lib/format.ts';

/**
 * The players the wizard can feature: those with a BioBoost score, not ruled out, whose game is still
 * to come at the board's instant (the server lists them first; decision 081).
 */
export const featured = (data: PlayersResponse): (PlayerCard & { bioBoost: object })[] =>
  data.players.filter(
    (p): p is PlayerCard & { bioBoost: object } =>
      p.bioBoost !== null && !p.ruledOut && Date.parse(p.gameTime) > Date.parse(data.generatedAt),
  );

/** Step 1: the week's top three by BioBoost, one selectable (the top one until the person chooses). */
export function FeaturedStep({
  data,
  selectedId,
  onSelect,
}: {
  data: PlayersResponse;
  selectedId: string | undefined;
  onSelect: (id: string) => void;
}) {
  const players = featured(data);
  if (players.length === 0) {
    return (
      <EmptyState icon={Users} title="No BioBoost scores this week yet">
        <p>
          We have no player BioBoost for week {data.week} of {data.season} yet. You can still pick a game in
          step 3.
        </p>
      </EmptyState>
    );
  }
  const selected = selectedId ?? players[0]?.id;
  return (
    <fieldset>
      <legend className="font-display text-xl text-banana-400">Featured DFS Picks</legend>
      <p className="mt-1 text-sm text-moss-300">
        The top {players.length} by BioBoost for week {data.week} of {data.season}, computed{' '}
        {formatInstant(data.generatedAt)}.
      </p>
      <div className="mt-3 grid gap-3 md:grid-cols-3">
        {players.map((p) => {
          const score = p.bioBoost?.score ?? 0;
          const checked = p.id === selected;
          return (
            <label
              key={p.id}
              className={cn(
                'block cursor-pointer rounded-xl border p-4',
                checked ? 'border-banana-400 bg-canopy-800' : 'border-canopy-700 bg-canopy-900/70',
              )}
            >
              <input
                type="radio"
                name="featured-player"
                className="mr-2 size-4 accent-banana-400"
                checked={checked}
                onChange={() => onSelect(p.id)}
              />
              <span className="font-semibold text-moss-100">{p.name}</span>
              <span className="block text-sm text-moss-300">
                {p.position} · {p.matchup}
              </span>
              <span className="mt-2 block font-display text-2xl text-banana-400">
                {Math.round(score)}/100
              </span>
              <span className="block text-xs font-semibold text-moss-200">{wizardTier(score).label}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
