import { ArrowRight, ChevronDown, ChevronUp, Globe } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import type { Week1Game } from '../../../../shared/api/week1.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { TeamName } from '../../../components/ui/team-name.tsx';
import { formatInstant, formatKickoff, formatScore } from '../../../lib/format.ts';
import { bookName } from '../../../lib/format-odds.ts';
import {
  injuryWords,
  lineMoveWords,
  longTravel,
  weatherFlags,
  weatherWords,
  week1Tone,
} from '../lib/week1-display.ts';

const price = (p: number | null) => (p === null ? '—' : p > 0 ? `+${p}` : String(p));

function Team({ team, ml, picked }: { team: Week1Game['homeTeam']; ml: number | null; picked: boolean }) {
  return (
    <div className={`flex items-center gap-2 py-1 ${picked ? 'font-bold text-moss-100' : 'text-moss-200'}`}>
      <span aria-hidden="true" className="w-3 text-banana-400">
        {picked ? '▶' : ''}
      </span>
      <span className="w-10">{team.abbreviation}</span>
      <span className="flex min-w-0 flex-1 font-normal text-moss-300">
        <TeamName name={team.name} />
      </span>
      {picked && <span className="text-xs text-banana-400">PICK</span>}
      <span className="w-12 text-right tabular-nums" title="Spread from this team's side">
        {team.spread ?? '—'}
      </span>
      <span className="w-14 text-right tabular-nums" title="Moneyline (American odds)">
        {price(ml)}
      </span>
    </div>
  );
}

/**
 * A Week 1 game: lines, the BioBoost call, and its factors behind More. A premium call (withheld until
 * kickoff, decision 120) says so, with `locked`: the ways in (a free pick, Premium), composed by the route.
 */
export function Week1Card({ game, locked }: { game: Week1Game; locked?: ReactNode }) {
  const [open, setOpen] = useState(false);
  const b = game.bioBoost;
  const f = b.factors;
  const tone = week1Tone(b.score);
  const flags = weatherFlags(f.weather);
  const detailsId = `week1-${game.id}`;
  return (
    <Card asChild className="flex min-w-0 flex-col">
      <article aria-label={`${game.awayTeam.name} at ${game.homeTeam.name}`}>
        <div className="flex flex-wrap items-center gap-2 text-xs text-moss-300">
          <time dateTime={game.kickoff}>{formatKickoff(game.kickoff)}</time>
          <Badge>{game.timeSlot}</Badge>
          {game.international && (
            <Badge tone="warning">
              <Globe aria-hidden="true" /> International
            </Badge>
          )}
        </div>
        {game.location && <p className="mt-1 truncate text-xs text-moss-300">{game.location}</p>}
        <div className="mt-2 @container">
          <Team
            team={game.awayTeam}
            ml={game.moneyline.away}
            picked={b.pick === game.awayTeam.abbreviation}
          />
          <Team
            team={game.homeTeam}
            ml={game.moneyline.home}
            picked={b.pick === game.homeTeam.abbreviation}
          />
        </div>
        <div className="mt-3 flex flex-wrap items-center gap-2 text-sm">
          <Badge tone={tone} title="Average of both teams' BioBoost (0–100) the pick was made with">
            BioBoost {formatScore(b.score)}
          </Badge>
          {b.recommendation && (
            <Badge tone="warning" title={`Model total against the market total ${game.overUnder}`}>
              {b.recommendation === 'OVER' ? '▲' : '▼'} {b.recommendation} {game.overUnder}
            </Badge>
          )}
          {b.confidence !== null && (
            <span className="text-moss-200" title="The predicted winner's win probability">
              {b.confidence}% win
            </span>
          )}
        </div>
        {b.withheld && (
          <div className="mt-2 flex flex-wrap items-center justify-between gap-2 text-sm">
            <span className="text-moss-300">Premium pick until kickoff</span>
            {locked}
          </div>
        )}
        {game.odds && (
          <p className="mt-1 text-xs text-moss-300">
            Lines: {bookName(game.odds.book)}, {formatInstant(game.odds.capturedAt)}
          </p>
        )}
        {open && (
          <div id={detailsId} className="mt-3 space-y-2 text-sm text-moss-200">
            <p>{b.commentary}</p>
            <dl className="grid grid-cols-2 gap-2">
              <div>
                <dt className="text-xs text-moss-300">Weather</dt>
                <dd>
                  {f.weather ? weatherWords(f.weather) : 'No forecast stored'}
                  {flags.length > 0 && ` · ${flags.join(', ')}`}
                </dd>
              </div>
              <div>
                <dt className="text-xs text-moss-300">Injury reports</dt>
                <dd>
                  {injuryWords(
                    game.awayTeam.abbreviation,
                    f.injuries.awayInjuries,
                    f.injuries.awayTeamImpact,
                  )}{' '}
                  ·{' '}
                  {injuryWords(
                    game.homeTeam.abbreviation,
                    f.injuries.homeInjuries,
                    f.injuries.homeTeamImpact,
                  )}
                </dd>
              </div>
              <div>
                <dt className="text-xs text-moss-300">Line move</dt>
                <dd>{lineMoveWords(f.lineMove, game.homeTeam.abbreviation, game.awayTeam.abbreviation)}</dd>
              </div>
              <div>
                <dt className="text-xs text-moss-300">Travel</dt>
                <dd>
                  {f.travelMiles === null ? '—' : `${f.travelMiles.toLocaleString('en-US')} miles`}
                  {longTravel(f.travelMiles) && ' · Long'}
                </dd>
              </div>
            </dl>
            {f.injuries.keyPlayersOut.length > 0 && (
              <p className="text-xs">Out: {f.injuries.keyPlayersOut.join(', ')}</p>
            )}
          </div>
        )}
        <div className="mt-auto flex flex-wrap items-center gap-2 pt-3">
          <Button
            variant="ghost"
            size="compact"
            aria-expanded={open}
            aria-controls={detailsId}
            onClick={() => setOpen(!open)}
          >
            {open ? <ChevronUp aria-hidden="true" /> : <ChevronDown aria-hidden="true" />}
            {open ? 'Less' : 'More'}
            <span className="sr-only">
              {' '}
              about {game.awayTeam.abbreviation} at {game.homeTeam.abbreviation}
            </span>
          </Button>
          <Link
            to={`/games/${game.id}`}
            className="ml-auto inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-banana-400 hover:underline"
          >
            Game detail{' '}
            <span className="sr-only">
              : {game.awayTeam.abbreviation} at {game.homeTeam.abbreviation}
            </span>
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </div>
      </article>
    </Card>
  );
}
