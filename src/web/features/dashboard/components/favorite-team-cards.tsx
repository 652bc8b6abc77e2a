import { Heart, Minus, TrendingDown, TrendingUp } from 'lucide-react';
import { Link } from 'react-router';
import type { FavoriteTeamsResponse } from '../../../../shared/api/dashboard.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { formatInstant } from '../../../lib/format.ts';

const TREND = {
  up: { Icon: TrendingUp, word: 'Trending up', tone: 'text-leaf-400' },
  down: { Icon: TrendingDown, word: 'Trending down', tone: 'text-ember-400' },
  stable: { Icon: Minus, word: 'Stable', tone: 'text-moss-200' },
} as const;

/** Each favourite team: this season's record, its BioBoost over its last frozen picks, its next game. */
export function FavoriteTeamCards({ data }: { data: FavoriteTeamsResponse }) {
  if (data.teams.length === 0) {
    return (
      <EmptyState
        icon={Heart}
        title="No Favorite Teams Yet"
        action={
          <Button asChild>
            <Link to="/profile?tab=teams">Choose teams on your Profile</Link>
          </Button>
        }
      >
        <p>Pick the teams you follow to see their record, BioBoost trend and next game here.</p>
      </EmptyState>
    );
  }
  return (
    <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      {data.teams.map((team) => {
        const trend = team.bioBoostTrend ? TREND[team.bioBoostTrend] : null;
        const { wins, losses, ties } = team.record;
        return (
          <Card asChild key={team.id}>
            <li aria-label={team.name}>
              <p className="font-semibold text-moss-100">
                {team.name} <span className="text-moss-300">({team.id})</span>
              </p>
              <p className="mt-1 text-sm tabular-nums text-moss-200">
                {team.record.season} record: {wins}–{losses}
                {ties > 0 && `–${ties}`}
              </p>
              <div className="mt-2 text-sm">
                {trend ? (
                  <p className={`flex items-center gap-1 ${trend.tone}`}>
                    <trend.Icon className="size-4" aria-hidden="true" /> BioBoost {trend.word}:{' '}
                    <span className="tabular-nums">{team.bioBoost.map((b) => b.value).join(' → ')}</span>
                  </p>
                ) : (
                  <p className="text-moss-300">BioBoost trend: not enough frozen picks this season yet.</p>
                )}
              </div>
              <p className="mt-2 text-sm text-moss-200">
                {team.nextGame ? (
                  <>
                    Next: {team.nextGame.home ? 'vs' : 'at'} {team.nextGame.opponent} · Week{' '}
                    {team.nextGame.week} · {formatInstant(team.nextGame.kickoff)}
                  </>
                ) : (
                  'No upcoming game in the schedule.'
                )}
              </p>
            </li>
          </Card>
        );
      })}
    </ul>
  );
}
