import { Lock } from 'lucide-react';
import type { WithheldPickView } from '../../../shared/api/predictions.ts';
import type { WeeklyPick } from '../../../shared/api/weekly-picks.ts';
import { planPriceText } from '../../../shared/plan-price.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Card, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { LeanLabel } from '../../components/ui/lean-label.tsx';
import { openSubscriptionModal } from '../../features/billing/subscription-modal-store.ts';
import { useUnlockedPicks } from '../../features/free-picks/api/free-picks.ts';
import { LockedPickActions } from '../../features/free-picks/components/locked-pick-actions.tsx';
import { usePublicConfig } from '../../features/public-config/api/get-public-config.ts';
import { formatHandicap, formatTotal } from '../../lib/format-odds.ts';

/** The viewer's unlocked pick (a subscriber's, or a free pick's): the Weekly Picks card's figures. */
function UnlockedPick({ pick }: { pick: WeeklyPick }) {
  return (
    <Card tone="highlight">
      <CardHeader>
        <CardTitle>
          Our pick: {pick.predicted} to win · {pick.winnerConfidence}%
        </CardTitle>
        <Badge tone="warning">Provisional until kickoff</Badge>
      </CardHeader>
      <p className="mt-1 text-sm text-moss-300">{pick.confidence} confidence · unlocked for you</p>
      <ul className="mt-3 space-y-1 text-sm">
        {pick.spreadPick && pick.spread !== null && (
          <li className="flex flex-wrap items-center gap-2">
            Spread pick: {pick.spreadPick}{' '}
            {formatHandicap(pick.spreadPick === pick.home.code ? pick.spread : -pick.spread)} (edge{' '}
            {pick.spreadEdge} pts)
            <LeanLabel price={pick.spreadPrice} />
          </li>
        )}
        {pick.totalPick && pick.total !== null && (
          <li className="flex flex-wrap items-center gap-2">
            Total: {pick.totalPick} {formatTotal(pick.total)} (edge {pick.totalEdge} pts)
            <LeanLabel price={pick.totalPrice} />
          </li>
        )}
      </ul>
      {pick.commentary && <p className="mt-3 text-sm text-moss-200">{pick.commentary}</p>}
    </Card>
  );
}

/**
 * A premium pick on the game page (decision 120): the public answer withholds it until kickoff. A viewer
 * entitled to it (subscriber, or a free pick claimed) sees it from GET /api/picks/unlocked; anyone else
 * sees the lock with the Weekly Picks cards' actions.
 */
export function WithheldPickPanel({ prediction }: { prediction: WithheldPickView }) {
  const unlocked = useUnlockedPicks({ season: prediction.season, week: prediction.week });
  const plan = usePublicConfig().data?.plan;
  // The unlocked answer holds the week's picks this viewer may see; this game's replaces the lock.
  const pick = unlocked.data?.picks.find((p) => p.gameId === prediction.gameId && !p.withheld);
  if (pick) return <UnlockedPick pick={pick} />;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Lock aria-hidden="true" /> Premium pick
        </CardTitle>
        <Badge tone="warning">Public at kickoff</Badge>
      </CardHeader>
      <p className="mt-2 text-sm text-moss-300">
        The model’s side, confidence, edges and reasoning for this game are premium until kickoff; then the
        pick is frozen on the public record for everyone.
      </p>
      <div className="mt-3">
        <LockedPickActions
          gameId={prediction.gameId}
          price={plan ? planPriceText(plan) : null}
          onSubscribe={openSubscriptionModal}
        />
      </div>
    </Card>
  );
}
