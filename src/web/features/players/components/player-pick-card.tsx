import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import type { PlayerCard, RecommendedBet } from '../../../../shared/api/players.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { inputFigure } from '../../../lib/bioboost-input.ts';
import { formatKickoff } from '../../../lib/format.ts';
import { bookName, formatPrice, formatTotal } from '../../../lib/format-odds.ts';
import { betCall, betDetail, lockedDetail } from './recommended-bet.ts';
import { bioBoostTier, confidenceBadge } from './tiers.ts';

/** Spec 01 §2: a card shows only the first 2 prop markets and the first 3 books of each. */
const MARKETS_SHOWN = 2;
const BOOKS_SHOWN = 3;

/** One 'Primate Picks' player (spec 01 §3's fields): every figure from the week board or a captured line. */
export function PlayerPickCard({
  player: p,
  bets = p.recommendedBets,
}: {
  player: PlayerCard;
  /** The card's bets with the ones this viewer unlocked opened (decision 124). */
  bets?: readonly RecommendedBet[];
}) {
  const bet = bets[0];
  const boost = p.bioBoost;
  const tier = boost ? bioBoostTier(boost.score) : null;
  const gg = confidenceBadge(p.ggScore);
  return (
    <Card asChild>
      <li className="flex min-h-72 flex-col gap-3">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h3 className="font-semibold text-moss-100">
              <Link to={`/players/${p.id}`} className="underline-offset-2 hover:underline">
                {p.name}
              </Link>
            </h3>
            <p className="text-sm text-moss-300">
              {p.position} · {p.matchup} · {formatKickoff(p.gameTime)}
            </p>
          </div>
          {tier && boost && (
            <div className="text-right" title="BioBoost: five documented proxies, spec weights">
              <p className={`font-display text-2xl tabular-nums ${tier.className}`}>
                {Math.round(boost.score)}
              </p>
              <p className="text-xs text-moss-300">BioBoost · {tier.label}</p>
            </div>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <Badge tone={gg.tone} title="ggScore (decision 031) as the card's confidence">
            ggScore {p.ggScore.toFixed(0)} · {gg.label}
          </Badge>
          {p.ruledOut && <Badge tone="negative">Ruled out</Badge>}
          {boost && boost.injuryRecoveryDays > 0 && (
            <Badge tone="warning">On injury report {boost.injuryRecoveryDays} d</Badge>
          )}
        </div>
        <dl className="grid grid-cols-3 gap-2 text-sm">
          <Figure label="Proj. DK pts">{p.projection.draftKings.toFixed(1)}</Figure>
          <Figure label="Sleep">{inputFigure(boost?.sleep)}</Figure>
          <Figure label="T-Index">{inputFigure(boost?.tIndex)}</Figure>
          <Figure label="Hydration">{inputFigure(boost?.hydration)}</Figure>
          <Figure label="80% band">
            {p.projection.low.toFixed(0)}–{p.projection.high.toFixed(0)}
          </Figure>
          <Figure label="Salary (DK)">
            {p.salary === null ? '—' : `$${p.salary.toLocaleString('en-US')}`}
          </Figure>
        </dl>
        {bet?.withheld ? (
          <p className="flex items-start gap-2 text-sm text-moss-200">
            <Lock className="mt-0.5 size-4 shrink-0 text-banana-400" aria-hidden="true" />
            <span>
              <strong className="text-banana-400">Premium</strong> {lockedDetail(bet)}
            </span>
          </p>
        ) : bet ? (
          <p className="text-sm text-moss-100" title="His prop pick, as the props table publishes it">
            <strong className="text-banana-400">{betCall(bet)}</strong> {betDetail(bet)}
          </p>
        ) : (
          <p className="text-sm text-moss-300">
            No recommended bet: no prop pick against a two-way sportsbook line for him.
          </p>
        )}
        <LiveOdds player={p} />
        {boost && <p className="text-xs text-moss-300">Form: {boost.tIndex.reason}</p>}
      </li>
    </Card>
  );
}

function LiveOdds({ player }: { player: PlayerCard }) {
  if (player.liveOdds.length === 0)
    return <p className="text-xs text-moss-300">Live odds: no line captured for his props.</p>;
  return (
    <div className="space-y-1 text-xs text-moss-200">
      {player.liveOdds.slice(0, MARKETS_SHOWN).map((m) => (
        <p key={m.market}>
          <span className="text-moss-300">{m.label}:</span>{' '}
          {m.books
            .slice(0, BOOKS_SHOWN)
            .map(
              (b) =>
                `${bookName(b.book)} ${b.line === null ? '' : formatTotal(b.line)} ${formatPrice(b.over)}/${formatPrice(b.under)}`,
            )
            .join(' · ')}
        </p>
      ))}
    </div>
  );
}

function Figure({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-moss-300">{label}</dt>
      <dd className="tabular-nums text-moss-100">{children}</dd>
    </div>
  );
}
