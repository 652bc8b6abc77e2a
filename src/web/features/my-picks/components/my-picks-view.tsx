import { ListChecks } from 'lucide-react';
import { Link } from 'react-router';
import type { MyPick, MyPicksResponse, MyRecord } from '../../../../shared/api/my-picks.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { OutcomeBadge } from '../../../components/ui/outcome-badge.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { formatInstant } from '../../../lib/format.ts';
import { bookName, DASH, formatPoints, formatUnits } from '../../../lib/format-odds.ts';
import { pickLabel } from '../../../lib/pick-options.ts';

const MARKET = { spread: 'Spread', total: 'Total', moneyline: 'Moneyline' } as const;

/** "1–1–0 (W–L–P) · 50% won · −0.09u": the season's record in one line, unknowns named. */
export function recordText(r: MyRecord): string {
  const decided = r.wins + r.losses;
  const rate =
    r.winRate === null
      ? 'win rate — (nothing decided yet)'
      : `${Math.round(r.winRate * 100)}% won (n=${decided})`;
  const graded = r.picks - r.pending;
  const units =
    r.units === null
      ? 'units — (no graded pick with a price)'
      : `${formatUnits(r.units)}${r.unitsPicks < graded ? ` over the ${r.unitsPicks} of ${graded} graded picks with a price` : ''}`;
  return `${r.wins}–${r.losses}–${r.pushes} (W–L–P) · ${rate} · ${units}`;
}

function PickRow({ pick }: { pick: MyPick }) {
  const matchup = `${pick.awayTeam} at ${pick.homeTeam}`;
  const sides = { home: { code: pick.homeTeam }, away: { code: pick.awayTeam } };
  return (
    <Card asChild className="flex flex-col gap-1">
      <li aria-label={`${matchup}, ${MARKET[pick.market]}`}>
        <div className="flex flex-wrap items-center gap-2 text-xs text-moss-300">
          <span>
            Week {pick.week} · {formatInstant(pick.kickoff)}
          </span>
          <span className="ml-auto">
            <OutcomeBadge outcome={pick.status} long />
          </span>
        </div>
        <p className="font-semibold text-moss-100">
          <Link to={`/games/${pick.gameId}`} className="hover:underline">
            {matchup}
          </Link>
        </p>
        <p className="text-sm text-moss-200">
          {MARKET[pick.market]}: <span className="font-bold text-banana-400">{pickLabel(sides, pick)}</span>{' '}
          at {bookName(pick.book)}, locked {formatInstant(pick.lockedAt)}
        </p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm tabular-nums text-moss-200">
          <dt className="text-moss-300">Result</dt>
          <dd>
            {pick.finalScore
              ? `${pick.awayTeam} ${pick.finalScore.away} – ${pick.homeTeam} ${pick.finalScore.home}`
              : `${DASH} (not played yet)`}
          </dd>
          <dt className="text-moss-300">CLV</dt>
          <dd>
            {pick.closingLineValue === null
              ? `${DASH} (${pick.clvNote ?? 'unknown'})`
              : pick.market === 'moneyline'
                ? `${formatPoints(pick.closingLineValue * 100)} pts of no-vig chance vs the close`
                : `${formatPoints(pick.closingLineValue)} pts vs the close`}
          </dd>
          <dt className="text-moss-300">Units</dt>
          <dd>
            {pick.units !== null
              ? formatUnits(pick.units)
              : `${DASH} (${pick.status === 'pending' ? 'not graded yet' : 'no price was quoted'})`}
          </dd>
        </dl>
      </li>
    </Card>
  );
}

interface MyPicksViewProps {
  data: MyPicksResponse;
  onSeason: (season: number) => void;
  onPage: (page: number) => void;
}

/** Every pick the person locked in a season, pending and graded, with their record (issue 21). */
export function MyPicksView({ data, onSeason, onPage }: MyPicksViewProps) {
  const { record } = data;
  // No schedule loaded yet (a first run): no season to name.
  const season = data.season ?? 'this season';
  return (
    <section aria-label="My picks" className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-sm text-moss-200">
          <span className="font-semibold text-moss-100">
            {record.picks} {record.picks === 1 ? 'pick' : 'picks'} in {season}
          </span>
          {record.pending > 0 && ` (${record.pending} pending)`} · {recordText(record)}
        </p>
        {data.seasons.length > 1 && (
          <label className="ml-auto flex items-center gap-2 text-sm text-moss-300">
            Season
            <select
              value={data.season ?? ''}
              onChange={(e) => onSeason(Number(e.target.value))}
              className="h-11 rounded-lg border border-control bg-canopy-950 px-3 text-moss-100"
            >
              {data.seasons.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      {data.picks.length === 0 ? (
        <EmptyState
          icon={ListChecks}
          title={`No picks locked in ${season}`}
          action={
            <Button asChild variant="secondary">
              <Link to="/weekly-picks">Lock a pick on Weekly Picks</Link>
            </Button>
          }
        >
          <p>
            Lock a spread, total or moneyline before kickoff; it is graded here once the final score is in.
          </p>
        </EmptyState>
      ) : (
        <ol className="grid gap-3 md:grid-cols-2">
          {data.picks.map((p) => (
            <PickRow key={p.id} pick={p} />
          ))}
        </ol>
      )}
      <Pager
        label="My picks pages"
        page={data.page}
        pageCount={data.pageCount}
        onPage={onPage}
        newer="Newer picks"
        older="Older picks"
      />
    </section>
  );
}
