import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { DashboardResponse } from '../../../../shared/api/dashboard.ts';
import { Card } from '../../../components/ui/card.tsx';

const LINKS = [
  { to: '/weekly-picks', title: 'Weekly Picks', text: 'Every game of the week with the model’s call.' },
  { to: '/top5', title: 'Top 5 DFS', text: 'The best daily-fantasy plays by ggScore.' },
  { to: '/alerts', title: 'Juice Watch', text: 'Line moves, injuries and weather as they happen.' },
];

/** Spec 01 §2's four tiles, each from the API; a rate with no graded pick shows "—" and says why. */
export function OverviewTiles({ data }: { data: DashboardResponse }) {
  const { stats, savedPicks } = data;
  const tiles: { label: string; value: string; note: string }[] = [
    {
      label: 'Total Picks Made',
      value: String(stats.totalPicks),
      note: `locked this season · ${stats.pendingPicks} pending`,
    },
    {
      label: 'Win Rate',
      value: stats.winRate === null ? '—' : `${Math.round(stats.winRate * 100)}%`,
      note:
        stats.winRate === null ? 'no graded pick yet' : `n=${data.pickStats.wins + data.pickStats.losses}`,
    },
    {
      label: 'Current Streak',
      value: stats.currentStreak ?? '—',
      note: stats.currentStreak ? 'latest results' : 'no graded pick yet',
    },
    { label: 'Favorite Teams', value: String(stats.favoriteTeams), note: 'chosen on your Profile' },
  ];
  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {tiles.map((t) => (
          <Card key={t.label}>
            <dt className="text-xs text-moss-300">{t.label}</dt>
            <dd className="mt-1 text-2xl font-bold tabular-nums text-moss-100">{t.value}</dd>
            <dd className="text-xs text-moss-300">{t.note}</dd>
          </Card>
        ))}
      </dl>
      <p className="text-sm text-moss-300">
        Saved model picks: {savedPicks.total} ({savedPicks.won} won, {savedPicks.lost} lost, {savedPicks.push}{' '}
        push, {savedPicks.pending} pending).
      </p>
      <ul className="grid gap-3 md:grid-cols-3">
        {LINKS.map((l) => (
          <li key={l.to}>
            <Link
              to={l.to}
              className="block rounded-xl border border-canopy-700 p-4 hover:border-banana-500/60"
            >
              <span className="flex items-center gap-1 font-semibold text-banana-400">
                {l.title} <ArrowRight className="size-4" aria-hidden="true" />
              </span>
              <span className="text-sm text-moss-300">{l.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
