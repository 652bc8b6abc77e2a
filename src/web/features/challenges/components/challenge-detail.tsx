import { useQuery } from '@tanstack/react-query';
import { Share2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { ChallengeDetailResponse } from '../../../../shared/api/challenges.ts';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  TableRowHead,
} from '../../../components/ui/table.tsx';
import { FormMessage } from '../../../components/ui/text-field.tsx';
import { readableError } from '../../../lib/field-errors.ts';
import { formatInstant } from '../../../lib/format.ts';
import { assumedPricesText } from '../../../lib/format-odds.ts';
import { useSession } from '../../../lib/session.ts';
import { showToast } from '../../../lib/toast.ts';
import {
  getChallengeQueryOptions,
  useFollow,
  useMembership,
  useMyChallenges,
} from '../api/challenges-api.ts';
import {
  Avatar,
  coins,
  KIND_ICONS,
  KIND_NAMES,
  PERIOD_NAMES,
  StatusBadge,
  signedPercent,
} from './challenge-labels.tsx';

/** The link Share copies: this page with the challenge's detail open. */
export const challengeLink = (id: number) => `${window.location.origin}/challenges?challenge=${id}`;

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Card padding="sm">
      <p className="text-xs text-moss-300">{label}</p>
      <p className="font-display text-lg text-moss-100">{value}</p>
    </Card>
  );
}

function Board({ data }: { data: ChallengeDetailResponse }) {
  if (data.leaderboard.length === 0)
    return (
      <EmptyState title="No members yet">
        <p>Join to be the first on this board.</p>
      </EmptyState>
    );
  return (
    <div className="max-h-72 overflow-y-auto">
      <Table caption={`${data.challenge.title}: leaderboard`}>
        <TableHeader>
          <TableRow>
            <TableHead numeric>Rank</TableHead>
            <TableHead>Member</TableHead>
            <TableHead numeric>W–L–P</TableHead>
            <TableHead numeric>Streak</TableHead>
            <TableHead numeric>ROI</TableHead>
            <TableHead numeric>Points</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {data.leaderboard.map((m) => (
            <TableRow key={m.id}>
              <TableCell numeric>#{m.rank}</TableCell>
              <TableRowHead>
                <span className="flex items-center gap-2">
                  <Avatar name={m.name} />
                  {m.name}
                  {m.pending > 0 && <span className="text-xs text-moss-300">({m.pending} pending)</span>}
                </span>
              </TableRowHead>
              <TableCell numeric>
                {m.wins}–{m.losses}–{m.pushes}
              </TableCell>
              <TableCell numeric>{m.streak > 0 ? `W${m.streak}` : '—'}</TableCell>
              <TableCell numeric>
                {signedPercent(m.roi)}
                {m.assumedPrices > 0 && (
                  <span className="block text-xs text-moss-300">{assumedPricesText(m.assumedPrices)}</span>
                )}
              </TableCell>
              <TableCell numeric className="font-semibold text-banana-300">
                {m.points}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

function Actions({ data }: { data: ChallengeDetailResponse }) {
  const c = data.challenge;
  const { user } = useSession();
  const mine = useMyChallenges();
  const membership = useMembership(c.id);
  const creatorId = c.creator?.id ?? '';
  const follow = useFollow(creatorId);
  const [shared, setShared] = useState<'copied' | 'manual' | null>(null);
  const member = mine.data?.memberOf.includes(c.id) ?? false;
  const following = mine.data?.following.includes(creatorId) ?? false;
  const next = encodeURIComponent(`/challenges?challenge=${c.id}`);

  const share = async () => {
    try {
      await navigator.clipboard.writeText(challengeLink(c.id));
      setShared('copied');
      showToast({ kind: 'success', message: 'Link copied', description: challengeLink(c.id) });
    } catch {
      setShared('manual'); // no clipboard permission: show the link to copy by hand
    }
  };

  const joinable = c.status === 'upcoming' || c.status === 'open';
  return (
    <div className="mt-4 flex flex-col gap-3">
      <div className="flex flex-wrap gap-2">
        {!user ? (
          <Link to={`/sign-in?next=${next}`} className={buttonVariants()}>
            Sign in to join
          </Link>
        ) : member ? (
          c.status === 'upcoming' ? (
            <Button
              variant="secondary"
              disabled={membership.isPending}
              onClick={() => membership.mutate('leave')}
            >
              {membership.isPending ? 'Leaving…' : 'Leave Challenge'}
            </Button>
          ) : (
            <p className="self-center text-sm text-leaf-400">You’re in this challenge.</p>
          )
        ) : joinable ? (
          <Button disabled={membership.isPending || mine.isPending} onClick={() => membership.mutate('join')}>
            {membership.isPending ? 'Joining…' : 'Join Challenge'}
          </Button>
        ) : (
          <p className="self-center text-sm text-moss-300">
            {c.status === 'finished' ? 'This challenge has ended.' : 'This challenge takes no new members.'}
          </p>
        )}
        <Button variant="secondary" onClick={() => void share()}>
          <Share2 aria-hidden="true" />
          Share
        </Button>
        {c.creator && user && user.id !== c.creator.id && (
          <Button
            variant="secondary"
            aria-pressed={following}
            disabled={follow.isPending || mine.isPending}
            onClick={() => follow.mutate(!following)}
          >
            {following ? `Following ${c.creator.name}` : `Follow ${c.creator.name}`}
          </Button>
        )}
      </div>
      {membership.isError && <FormMessage tone="error">{readableError(membership.error)}</FormMessage>}
      {follow.isError && <FormMessage tone="error">{readableError(follow.error)}</FormMessage>}
      {shared === 'copied' && <FormMessage tone="success">Link to this challenge copied.</FormMessage>}
      {shared === 'manual' && (
        <label className="flex flex-col gap-1 text-sm text-moss-200">
          Copy this link to share the challenge:
          <input
            readOnly
            value={challengeLink(c.id)}
            onFocus={(e) => e.currentTarget.select()}
            className="h-11 rounded-lg border border-control bg-canopy-950 px-3"
          />
        </label>
      )}
    </div>
  );
}

export function ChallengeDetail({ id }: { id: number }) {
  const query = useQuery(getChallengeQueryOptions(id));
  return (
    <QueryState query={query} what="the challenge" pending={<Skeleton className="mt-4 h-64" />}>
      {(data) => {
        const c = data.challenge;
        const Icon = KIND_ICONS[c.kind];
        return (
          <div className="mt-2">
            <p className="flex flex-wrap items-center gap-2 text-sm text-moss-300">
              <Icon aria-hidden="true" className="size-4 text-banana-400" />
              {KIND_NAMES[c.kind]} · {PERIOD_NAMES[c.period]}
              <StatusBadge status={c.status} />
            </p>
            {c.description && <p className="mt-2 text-moss-200">{c.description}</p>}
            <p className="mt-2 text-sm text-moss-300">
              {formatInstant(c.startsAt)} – {formatInstant(c.endsAt)}. {data.counts}
            </p>
            <div className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-4">
              <Stat
                label="Participants"
                value={c.capacity === null ? String(c.members) : `${c.members} / ${c.capacity}`}
              />
              <Stat label="Prize pool (virtual)" value={coins(data.stats.prizePoolCoins)} />
              <Stat
                label="Average win rate"
                value={data.stats.winRate === null ? '—' : `${(data.stats.winRate * 100).toFixed(1)}%`}
              />
              <Stat label="Top streak" value={data.stats.topStreak > 0 ? `W${data.stats.topStreak}` : '—'} />
            </div>
            <Actions data={data} />
            <h3 className="mt-6 mb-2 font-semibold">Leaderboard</h3>
            <Board data={data} />
          </div>
        );
      }}
    </QueryState>
  );
}
