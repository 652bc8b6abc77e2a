// The home page's player sections (spec 01 §2: the player grid of 'Primate Picks', 'Your Personal
// Picks', 'Performance Heatmap'), loaded after the page's first paint: their code stays out of the
// first-load budget (issue 9), and the fallback in home.tsx holds their final size meanwhile.
import { QueryState } from '../../components/ui/query-state.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { PerformanceHeatmap } from '../../features/heatmap/components/performance-heatmap.tsx';
import { HOME_PLAYERS, usePlayers } from '../../features/players/api/get-players.ts';
import { PlayerGrid } from '../../features/players/components/player-grid.tsx';
import { RgGate } from '../../features/rg/components/rg-gate.tsx';
import { PersonalSection } from './personal-section.tsx';
import { PremiumButton } from './premium-button.tsx';

export function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-24 space-y-4">
      <h2 id={`${id}-heading`} className="font-display text-xl text-banana-400">
        {title}
      </h2>
      {children}
    </section>
  );
}

export default function PlayerSections() {
  const players = usePlayers(HOME_PLAYERS);
  return (
    <>
      <Section id="player-picks" title="Player Picks of the Week">
        <RgGate quiet>
          <PlayerGrid />
        </RgGate>
        <PremiumButton />
      </Section>
      <Section id="personal-picks" title="Your Personal Picks">
        <RgGate quiet>
          <QueryState query={players} what="your personal picks" pending={<Skeleton className="h-48" />}>
            {(data) => <PersonalSection players={data.players} />}
          </QueryState>
        </RgGate>
      </Section>
      <Section id="heatmap" title="Performance Heatmap">
        <QueryState query={players} what="the heatmap" pending={<Skeleton className="h-80" />}>
          {(data) => <PerformanceHeatmap players={data.players} />}
        </QueryState>
      </Section>
    </>
  );
}
