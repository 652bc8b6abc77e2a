import type { Contributor, LeaderboardResponse } from '../../../../shared/api/leaderboard.ts';
import { keysOf } from '../../../../shared/guards.ts';
import { Card } from '../../../components/ui/card.tsx';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  TableRowHead,
} from '../../../components/ui/table.tsx';
import { DASH } from '../../../lib/format-odds.ts';
import {
  accuracy,
  BADGE_NAMES,
  BadgeText,
  badgeOf,
  bioBoost,
  clv,
  initials,
  MARKET_NAMES,
  RankChange,
  Streak,
} from './contributor-figures.tsx';

function Podium({ c, timeframe }: { c: Contributor; timeframe: LeaderboardResponse['timeframe'] }) {
  const badge = badgeOf(c);
  return (
    <li>
      <Card className="h-full">
        <p className="flex items-center justify-between text-sm text-moss-300">
          <span className="font-display text-2xl text-banana-400">#{c.rank}</span>
          <RankChange c={c} />
        </p>
        <p className="mt-2 flex items-center gap-3">
          <span
            aria-hidden="true"
            className="grid size-10 place-items-center rounded-full bg-canopy-700 font-semibold"
          >
            {initials(c.name)}
          </span>
          <span className="font-semibold text-moss-100">{c.name}</span>
        </p>
        {badge && <p className="mt-1 text-sm text-banana-300">{badge}</p>}
        <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
          <dt className="text-moss-300">Accuracy</dt>
          <dd>{accuracy(c)}</dd>
          <dt className="text-moss-300">BioBoost win rate</dt>
          <dd>{bioBoost(c)}</dd>
          <dt className="text-moss-300">Streak</dt>
          <dd>
            <Streak c={c} />
          </dd>
          <dt className="text-moss-300">{timeframe === 'weekly' ? 'Wins this week' : 'Season wins'}</dt>
          <dd>{timeframe === 'weekly' ? c.weeklyWins : c.seasonWins}</dd>
          <dt className="text-moss-300">CLV</dt>
          <dd>{clv(c)}</dd>
          <dt className="text-moss-300">Specialization</dt>
          <dd>{c.specialization ? MARKET_NAMES[c.specialization] : DASH}</dd>
        </dl>
      </Card>
    </li>
  );
}

function Rankings({
  rows,
  label,
  timeframe,
}: {
  rows: Contributor[];
  label: string;
  timeframe: LeaderboardResponse['timeframe'];
}) {
  return (
    <Table caption={label}>
      <TableHeader>
        <TableRow>
          <TableHead>Rank</TableHead>
          <TableHead>Contributor</TableHead>
          <TableHead>Accuracy</TableHead>
          <TableHead>Score</TableHead>
          <TableHead>CLV</TableHead>
          <TableHead>BioBoost</TableHead>
          <TableHead>Streak</TableHead>
          <TableHead numeric>{timeframe === 'weekly' ? 'Week wins' : 'Season wins'}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((c) => (
          <TableRow key={c.id}>
            <TableCell>
              {c.rank ?? DASH} <RankChange c={c} />
            </TableCell>
            <TableRowHead>
              {c.name}
              <BadgeText c={c} />
            </TableRowHead>
            <TableCell>{accuracy(c)}</TableCell>
            <TableCell>{(c.score * 100).toFixed(1)}%</TableCell>
            <TableCell>{clv(c)}</TableCell>
            <TableCell>{bioBoost(c)}</TableCell>
            <TableCell>
              <Streak c={c} />
            </TableCell>
            <TableCell numeric>{timeframe === 'weekly' ? c.weeklyWins : c.seasonWins}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export function LeaderboardView({ data }: { data: LeaderboardResponse }) {
  const podium = data.ranked.slice(0, 3);
  const rest = data.ranked.slice(3);
  const { rules } = data;
  return (
    <div className="space-y-6">
      <p className="text-sm text-moss-300">
        {data.ranked.length} contributors ranked · {data.season}{' '}
        {data.timeframe === 'weekly' ? `week ${data.week}` : 'season'}
      </p>
      {podium.length > 0 && (
        <ol aria-label="Podium" className="grid gap-4 md:grid-cols-3">
          {podium.map((c) => (
            <Podium key={c.id} c={c} timeframe={data.timeframe} />
          ))}
        </ol>
      )}
      {rest.length > 0 && (
        <section aria-label="Full Rankings">
          <h2 className="mb-3 font-display text-xl text-banana-400">Full Rankings</h2>
          <Rankings rows={rest} label="Full Rankings" timeframe={data.timeframe} />
        </section>
      )}
      {data.unranked.length > 0 && (
        <section aria-label="Not yet ranked">
          <h2 className="mb-3 font-display text-xl text-banana-400">Not yet ranked</h2>
          <p className="mb-3 text-sm text-moss-300">
            Fewer than {rules.minimumDecided} decided spread or total picks in this timeframe.
          </p>
          <Rankings rows={data.unranked} label="Not yet ranked" timeframe={data.timeframe} />
        </section>
      )}
      <section aria-label="How the ranking works" className="text-sm text-moss-200">
        <h2 className="mb-2 font-display text-xl text-banana-400">How the ranking works</h2>
        <p>
          The rank is the win rate of spread and total picks shrunk toward 50%, as if every contributor
          started {rules.priorWins}–{rules.priorLosses}: score = (wins + {rules.priorWins}) / (decided +{' '}
          {rules.priorWins + rules.priorLosses}). A short hot run cannot top the table, and any number of
          coin-flips scores 50%. Moneylines are graded and counted in accuracy but not in the rank: backing
          heavy favourites buys a high win rate. CLV (points the locked line beat the close by: the close of
          The Odds API captures where they quote the game's spread or total, nflverse's close otherwise; for
          the model, its line before kickoff, as it locks at the close) is shown beside it. Pushes count as
          neither win nor loss.
        </p>
        <ul className="mt-2 list-disc pl-5">
          {keysOf(rules.badges).map((badge) => (
            <li key={badge}>
              {BADGE_NAMES[badge]}: {rules.badges[badge]}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
