import { BarChart3 } from 'lucide-react';
import { Link } from 'react-router';
import type { ProfileStats } from '../../../../shared/api/pick-stats.ts';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';

/** From the person's own graded picks; until they have one, an honest empty state, never a sample. */
export function StatsTab({ stats }: { stats: ProfileStats }) {
  if (stats.totalPicks === 0) {
    return (
      <EmptyState
        icon={BarChart3}
        title="No graded picks yet"
        action={
          <Button asChild variant="secondary">
            <Link to="/weekly-picks">See this week’s picks</Link>
          </Button>
        }
      >
        <p>
          Your stats come from the picks you lock this season once they are graded: total picks, win rate,
          current streak and favourite bet type — the same figures as your row on the Leaderboard. Lock a pick
          from a game card on Weekly Picks or in the Pick Wizard.
        </p>
      </EmptyState>
    );
  }
  const rows: [string, string][] = [
    ['Graded picks', String(stats.totalPicks)],
    [
      'Win rate',
      stats.winRate === null ? '—' : `${Math.round(stats.winRate * 100)}% (${stats.wins}–${stats.losses})`,
    ],
    ['Current streak', stats.currentStreak ?? '—'],
    ['Favourite bet type', stats.favoriteBet ?? '—'],
  ];
  return (
    <div className="space-y-3">
      <p className="text-sm text-moss-300">
        Your graded picks of the {stats.season ?? 'current'} season: the figures of your row on the{' '}
        <Link className="text-banana-400 hover:underline" to="/leaderboard?timeframe=season">
          Leaderboard
        </Link>
        .
      </p>
      <dl className="grid max-w-lg grid-cols-2 gap-3 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="rounded-xl border border-canopy-700 p-3">
            <dt className="text-xs text-moss-300">{label}</dt>
            <dd className="text-lg tabular-nums text-moss-100">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
