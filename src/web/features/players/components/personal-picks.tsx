import { Check, Sprout } from 'lucide-react';
import { type ReactNode, useMemo, useState } from 'react';
import {
  type BettorProfile,
  personalRecommendations,
  type Recommendation,
} from '../../../../domain/personal/personal-score.ts';
import type { PlayerCard } from '../../../../shared/api/players.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { cn } from '../../../lib/cn.ts';

type Pick = PlayerCard & {
  bioBoostScore: number;
  confidence: number;
  sleepScore: number | null;
  testosteroneProxy: number | null;
  injuryRecoveryDays: number;
};

const TYPE_LABEL = {
  high_confidence: 'High confidence',
  value_bet: 'Value bet',
  safe_play: 'Safe play',
  longshot: 'Longshot',
} as const;

/** The card fields the spec's score reads; players without a BioBoost cannot be scored. */
function scorable(players: readonly PlayerCard[]): Pick[] {
  return players.flatMap((p) =>
    p.bioBoost && !p.ruledOut
      ? {
          ...p,
          bioBoostScore: p.bioBoost.score,
          confidence: p.ggScore,
          sleepScore: p.bioBoost.sleep.score,
          testosteroneProxy: p.bioBoost.tIndex.score,
          injuryRecoveryDays: p.bioBoost.injuryRecoveryDays,
        }
      : [],
  );
}

interface PersonalPicksProps {
  players: readonly PlayerCard[];
  profile: BettorProfile;
  /** Whose profile: "Sample profile" for visitors, "Your profile" for a signed-in person. */
  profileLabel: string;
  /** One line describing the profile, shown beside the label. */
  profileSummary: ReactNode;
}

/** 'Your Personal Picks' (spec 01 §9): the week's players scored against one bettor's profile. */
export function PersonalPicks({ players, profile, profileLabel, profileSummary }: PersonalPicksProps) {
  const picks = useMemo(() => personalRecommendations(scorable(players), profile), [players, profile]);
  const [selected, setSelected] = useState<string | null>(null);
  return (
    <div className="space-y-3">
      <p className="text-sm text-moss-300">
        <Badge tone="warning">{profileLabel}</Badge> {profileSummary}
      </p>
      {picks.length === 0 ? (
        <EmptyState icon={Sprout} title="Building your recommendations">
          <p>No player this week scores above 60 for this profile yet.</p>
        </EmptyState>
      ) : (
        <ul aria-label="Personal picks" className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
          {picks.map((r) => (
            <PersonalPickCard
              key={r.player.id}
              pick={r}
              selected={selected === r.player.id}
              onSelect={() => setSelected(r.player.id)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

function PersonalPickCard({
  pick: r,
  selected,
  onSelect,
}: {
  pick: Recommendation<Pick>;
  selected: boolean;
  onSelect: () => void;
}) {
  const reasons = [
    r.matchReasons.teamMatch && 'favourite team',
    r.matchReasons.positionMatch && 'favourite position',
    r.matchReasons.riskMatch && 'fits your risk',
    r.matchReasons.confidenceMatch && 'ggScore at or above your minimum',
  ].filter(Boolean);
  return (
    <li>
      <button
        type="button"
        aria-pressed={selected}
        onClick={onSelect}
        className={cn(
          'flex w-full flex-col gap-2 rounded-xl border bg-canopy-900/70 p-4 text-left',
          selected ? 'border-banana-400' : 'border-canopy-700 hover:border-control',
        )}
      >
        <span className="flex items-start justify-between gap-2">
          <span>
            <span className="block font-semibold text-moss-100">{r.player.name}</span>
            <span className="text-sm text-moss-300">
              {r.player.position} · {r.player.matchup}
            </span>
          </span>
          <span className="text-right">
            <span className="block font-display text-2xl tabular-nums text-banana-400">
              {r.personalizedScore}
            </span>
            <span className="text-xs text-moss-300">personal score</span>
          </span>
        </span>
        <span className="flex flex-wrap gap-2">
          <Badge tone="positive">{TYPE_LABEL[r.recommendationType]}</Badge>
          <Badge>Risk {r.riskLevel}</Badge>
          {selected && (
            <Badge tone="warning">
              <Check aria-hidden="true" /> Selected
            </Badge>
          )}
        </span>
        <span
          className="text-sm tabular-nums text-moss-200"
          title="Bankroll × personal score × 5%, capped at the profile's maximum stake, at least $10"
        >
          Suggested stake ${r.suggestedBetSize} · ggScore {r.player.confidence.toFixed(0)}
        </span>
        {reasons.length > 0 && <span className="text-xs text-moss-300">Why: {reasons.join(', ')}</span>}
      </button>
    </li>
  );
}
