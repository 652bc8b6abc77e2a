import { ArrowRight, Globe, Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { WeeklyPick } from '../../../../shared/api/weekly-picks.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { LeanLabel } from '../../../components/ui/lean-label.tsx';
import { TeamName } from '../../../components/ui/team-name.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatKickoff } from '../../../lib/format.ts';
import { formatHandicap } from '../../../lib/format-odds.ts';
import { withGameNames } from '../../../lib/game-names.ts';
import { bioBoostTone, confidenceLabel, confidencePips, edgeBand, printLine } from '../lib/pick-display.ts';
import { GradeBadge } from './grade-badge.tsx';

const TONE_TEXT = {
  positive: 'text-leaf-400',
  warning: 'text-banana-400',
  negative: 'text-ember-400',
  neutral: 'text-moss-300',
} as const;

function TeamRow({ pick, side }: { pick: WeeklyPick; side: 'home' | 'away' }) {
  const team = pick[side];
  const picked = pick.predicted === team.code;
  const line = pick.spread === null ? null : side === 'home' ? pick.spread : -pick.spread || 0;
  // The lean is the spread pick (decision 090), which need not be the side picked to win.
  const lean = pick.spreadPick === team.code && line !== null;
  const score = pick.result ? (side === 'home' ? pick.result.homeScore : pick.result.awayScore) : null;
  return (
    <div className={cn('flex items-center gap-2 py-1', picked ? 'font-bold text-moss-100' : 'text-moss-200')}>
      <span aria-hidden="true" className="w-3 text-banana-400">
        {picked ? '▶' : ''}
      </span>
      <span className="w-10 tabular-nums">{team.code}</span>
      <TeamName name={team.team} />
      {side === 'home' && <span className="sr-only"> (home)</span>}
      {picked && <span className="shrink-0 text-xs text-banana-400">PICK</span>}
      {lean && <LeanLabel at={`${team.code} ${formatHandicap(line)}`} price={pick.spreadPrice} />}
      {score !== null && <span className="w-8 text-right tabular-nums text-moss-100">{score}</span>}
      <span className="w-12 text-right tabular-nums" title="Market spread from this team's side">
        {line === null ? '—' : printLine(line)}
      </span>
      <span
        className={cn('w-14 text-right text-sm tabular-nums', TONE_TEXT[bioBoostTone(team.bioBoost)])}
        title={
          team.bioBoost === null
            ? 'No BioBoost: no pick was published for this game'
            : 'Team BioBoost 0–100 from rest, travel, form, stress, weather and injuries (the inputs the pick used)'
        }
      >
        {team.bioBoost === null ? '—' : `BB ${team.bioBoost}`}
      </span>
    </div>
  );
}

/**
 * One game of the week: who, when, our call and how sure, with a link to the game's detail. `action`
 * is a control the route adds (the Save button of the saved-picks feature) beside the link.
 */
/** The reasons are sentences: joined as such, not with "; " after their full stops (".;" on screen). */
const sentences = (reasons: readonly string[]) =>
  reasons.map((r) => withGameNames(/[.!?]$/.test(r) ? r : `${r}.`)).join(' ');

export function GameCard({ pick, action }: { pick: WeeklyPick; action?: ReactNode }) {
  const edge = edgeBand(pick.home.bioBoost, pick.away.bioBoost);
  const pips = confidencePips(pick.confidence);
  return (
    <Card asChild className="flex min-h-56 min-w-0 flex-col">
      <article aria-label={`${pick.away.team} at ${pick.home.team}`}>
        <div className="flex flex-wrap items-center gap-2 text-xs text-moss-300">
          <time dateTime={pick.kickoff}>{formatKickoff(pick.kickoff)}</time>
          {!pick.international && <Badge>{pick.slotLabel}</Badge>}
          {pick.international && (
            <Badge tone="warning">
              <Globe aria-hidden="true" /> International Game
            </Badge>
          )}
          <span className="ml-auto">
            {pick.status === 'locked' ? (
              <Badge tone="neutral" title="Frozen at kickoff, never rewritten">
                <Lock aria-hidden="true" /> Locked
              </Badge>
            ) : pick.status === 'provisional' ? (
              <Badge tone="neutral" title="Recomputed as news arrives until kickoff">
                Provisional
              </Badge>
            ) : (
              <Badge tone="negative">No pick</Badge>
            )}
          </span>
        </div>
        {pick.location && <p className="mt-1 truncate text-xs text-moss-300">{pick.location}</p>}
        <div className="mt-2 @container">
          <TeamRow pick={pick} side="away" />
          <TeamRow pick={pick} side="home" />
        </div>
        {pick.status === 'no_pick' ? (
          <p className="mt-3 text-sm text-moss-300">No pick published: {sentences(pick.noPickReasons)}</p>
        ) : pick.withheld ? (
          <p className="mt-3 flex items-start gap-2 text-sm text-moss-200">
            <Lock className="mt-0.5 size-4 shrink-0 text-banana-400" aria-hidden="true" />
            Premium pick: the model’s side, confidence and reasoning are open to subscribers and free picks
            now, and to everyone at kickoff.
          </p>
        ) : (
          <>
            <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
              <div title="The predicted winner's win probability from the model">
                <dt className="text-xs text-moss-300">Win chance</dt>
                <dd className="tabular-nums text-moss-100">{pick.winnerConfidence}%</dd>
              </div>
              <div title="Confidence tier from the win probability (decision 012)">
                <dt className="text-xs text-moss-300">Confidence</dt>
                <dd className="text-moss-100">
                  {confidenceLabel(pick.confidence)}{' '}
                  <span aria-hidden="true" className="text-banana-400">
                    {'●'.repeat(pips)}
                    {'○'.repeat(3 - pips)}
                  </span>
                </dd>
              </div>
              {edge && (
                <div
                  title={`BioBoost gap between the teams: ${edge.points} points (Strong ≥ 10, Moderate ≥ 5)`}
                >
                  <dt className="text-xs text-moss-300">BioBoost edge</dt>
                  <dd className="text-moss-100">
                    {edge.band} · {edge.points}
                  </dd>
                </div>
              )}
              <div
                className="col-span-2"
                title="Our line is the model's expected margin as a handicap; the market's is the line the pick was made against"
              >
                <dt className="text-xs text-moss-300">Spread (home)</dt>
                <dd className="tabular-nums text-moss-100">
                  we {pick.modelSpread === null ? '—' : printLine(pick.modelSpread)} / market{' '}
                  {pick.spread === null ? '—' : printLine(pick.spread)}
                  {pick.spreadPick &&
                    pick.spreadEdge !== null &&
                    ` · ${pick.spreadPick} by ${pick.spreadEdge}`}
                </dd>
              </div>
              <div title="The model's total against the market total">
                <dt className="text-xs text-moss-300">Total</dt>
                <dd className="tabular-nums text-moss-100">
                  {pick.totalPick ? `${pick.totalPick} ${pick.total}` : `we ${pick.modelTotal ?? '—'}`}
                </dd>
              </div>
            </dl>
            {pick.commentary && <p className="mt-3 text-sm text-moss-200">{pick.commentary}</p>}
          </>
        )}
        <div className="mt-auto flex flex-wrap items-center gap-2 pt-3">
          {pick.grade && <GradeBadge outcome={pick.grade.straightUp} label="Straight up" />}
          {pick.grade?.againstSpread && (
            <GradeBadge outcome={pick.grade.againstSpread} label="Against the spread" />
          )}
          {action && <span className="ml-auto">{action}</span>}
          <Link
            to={`/games/${pick.gameId}`}
            className={cn(
              'inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-banana-400 hover:underline',
              !action && 'ml-auto',
            )}
          >
            Game detail{' '}
            <span className="sr-only">
              : {pick.away.code} at {pick.home.code}
            </span>
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </div>
      </article>
    </Card>
  );
}
