import { UserX } from 'lucide-react';
import type { PlayersResponse } from '../../../../shared/api/players.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatInstant } from '../../../lib/format.ts';
import { HOME_PLAYERS, usePlayers } from '../api/get-players.ts';
import { useUnlockedProps } from '../api/get-unlocked-props.ts';
import { PlayerPickCard } from './player-pick-card.tsx';
import { withUnlocked } from './recommended-bet.ts';

/** Spec 01 §9: 6 skeleton cards while loading; the grid shows as many players. */
export const GRID_SIZE = 6;

export function PlayerGridSkeleton() {
  return (
    <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      {Array.from({ length: GRID_SIZE }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={i} data-testid="player-card-skeleton" className="h-72" />
      ))}
    </div>
  );
}

/** The home page's player cards: the week's highest projections among players not ruled out. */
export function PlayerGrid() {
  const query = usePlayers(HOME_PLAYERS);
  const unlocked = useUnlockedProps().data?.props ?? [];
  return (
    <QueryState
      query={query}
      what="this week’s players"
      pending={<PlayerGridSkeleton />}
      isEmpty={(d): d is PlayersResponse & { players: [] } => d.players.length === 0}
      empty={() => (
        <EmptyState icon={UserX} title="No players projected yet">
          <p>Projections appear once the week’s games and rosters are loaded.</p>
        </EmptyState>
      )}
    >
      {(data) => (
        <div className="space-y-3">
          <p className="text-sm text-moss-300">
            Week {data.week}, {data.season} · as of {formatInstant(data.generatedAt)} · highest projected
            DraftKings points. {data.basisNote}
          </p>
          <ul aria-label="Player picks" className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {data.players
              // Decision 081: never a player ruled out, or one whose game has kicked off by the board's instant.
              .filter((p) => !p.ruledOut && Date.parse(p.gameTime) > Date.parse(data.generatedAt))
              .slice(0, GRID_SIZE)
              .map((p) => (
                <PlayerPickCard
                  key={p.id}
                  player={p}
                  bets={withUnlocked(
                    p.recommendedBets,
                    unlocked.filter((u) => u.playerId === p.id),
                  )}
                />
              ))}
          </ul>
        </div>
      )}
    </QueryState>
  );
}
