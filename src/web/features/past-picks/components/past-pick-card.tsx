import { Link } from 'react-router';
import type { PastPick } from '../../../../shared/api/past-picks.ts';
import { Card, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { OutcomeBadge } from '../../../components/ui/outcome-badge.tsx';
import { formatDay } from '../../../lib/format.ts';
import { formatClv, formatHandicap, formatTotal } from '../../../lib/format-odds.ts';

// Spec 01 §9 past-pick colours (80+ green, 60+ yellow, else red), with the band's word beside it.
function bioBoostBand(score: number) {
  if (score >= 80) return { word: 'high', className: 'text-leaf-400' };
  if (score >= 60) return { word: 'mid', className: 'text-banana-400' };
  return { word: 'low', className: 'text-ember-400' };
}

export function PastPickCard({ pick }: { pick: PastPick }) {
  const band = bioBoostBand(pick.pickedBioBoost);
  return (
    <Card asChild>
      <li>
        <CardHeader>
          <div>
            <CardTitle>
              <Link to={`/games/${pick.id}`} className="hover:underline">
                {pick.awayTeam.code} @ {pick.homeTeam.code}
              </Link>
            </CardTitle>
            <p className="text-xs text-moss-300">
              Week {pick.week} · {formatDay(pick.kickoff)}
            </p>
          </div>
          <OutcomeBadge outcome={pick.outcome} long />
        </CardHeader>
        <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-1 text-sm tabular-nums">
          <dt className="text-moss-300">Pick</dt>
          <dd className="font-semibold text-moss-100">
            {pick.pickedTeam} {pick.pick === 'spread' ? formatHandicap(pick.pickedSpread) : 'to win'}
          </dd>
          <dt className="text-moss-300">Total</dt>
          <dd>
            {pick.pickedTotal
              ? `${pick.pickedTotal.pick === 'OVER' ? 'O' : 'U'} ${formatTotal(pick.pickedTotal.line)}`
              : '—'}
          </dd>
          <dt className="text-moss-300">Final</dt>
          <dd>
            {pick.awayTeam.code} {pick.finalScore.away} – {pick.homeTeam.code} {pick.finalScore.home}
          </dd>
          <dt
            className="text-moss-300"
            title="The picked team's BioBoost at kickoff, 0–100 (80+ high, 60+ mid, else low)"
          >
            BioBoost (pick)
          </dt>
          <dd className={band.className}>
            {pick.pickedBioBoost.toFixed(1)} <span className="text-xs">({band.word})</span>
          </dd>
          <dt
            className="text-moss-300"
            title="Closing-line value: points the picked side's line before kickoff (the median of the books we stored) beat nflverse's closing line by"
          >
            CLV
          </dt>
          <dd>{pick.clv ? formatClv(pick.clv) : `— (${pick.clvUnknown ?? 'unknown'})`}</dd>
        </dl>
        <p className="mt-3 text-sm text-moss-200">{pick.commentary}</p>
      </li>
    </Card>
  );
}
