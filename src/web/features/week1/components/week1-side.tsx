import { ArrowRight, HeartHandshake } from 'lucide-react';
import { Link } from 'react-router';
import type { Week1Game } from '../../../../shared/api/week1.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardTitle } from '../../../components/ui/card.tsx';
import { week1Intel } from '../lib/week1-display.ts';

export function StrategyCard() {
  return (
    <Card>
      <CardTitle>Personalized Strategy</CardTitle>
      <CardDescription>Build a plan from your bankroll, style and risk tolerance.</CardDescription>
      <Button asChild variant="secondary" className="mt-3">
        <Link to="/strategy">
          Build my strategy <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </Card>
  );
}

/** Week 1 Intel: each figure counted from the games on this page. */
export function Week1IntelCard({ games }: { games: readonly Week1Game[] }) {
  const intel = week1Intel(games);
  const rows = [
    { label: 'Games', value: String(intel.games), hint: 'Week 1 games in the schedule' },
    { label: 'With a line', value: String(intel.withLines), hint: 'Games with a stored market spread' },
    {
      label: 'Average total',
      value: intel.avgTotal === null ? '—' : String(intel.avgTotal),
      hint: `Mean market over/under of ${games.filter((g) => g.overUnder !== null).length} games`,
    },
    {
      label: 'Biggest favourite',
      value: intel.biggestFavourite ? `${intel.biggestFavourite.team} ${intel.biggestFavourite.line}` : '—',
      hint: 'The largest market spread of the week',
    },
    { label: 'Windy games', value: String(intel.windy), hint: 'Forecast wind above 20 mph' },
    { label: 'Long trips', value: String(intel.longTrips), hint: 'A team travelling over 1,500 miles' },
  ];
  return (
    <Card asChild>
      <section aria-labelledby="intel-heading">
        <CardTitle id="intel-heading">Week 1 Intel</CardTitle>
        <CardContent>
          <dl className="grid grid-cols-2 gap-3">
            {rows.map((r) => (
              <div key={r.label} title={r.hint}>
                <dt className="text-xs text-moss-300">{r.label}</dt>
                <dd className="text-lg font-semibold tabular-nums text-moss-100">{r.value}</dd>
              </div>
            ))}
          </dl>
        </CardContent>
      </section>
    </Card>
  );
}

export function BetResponsibly() {
  return (
    <Card asChild>
      <aside aria-labelledby="responsibly-heading">
        <CardTitle id="responsibly-heading" className="flex items-center gap-2">
          <HeartHandshake className="size-4 text-banana-400" aria-hidden="true" /> Bet Responsibly
        </CardTitle>
        <p className="mt-2 text-sm text-moss-200">
          Entertainment only. Never bet more than you can afford to lose. Help is available: call
          1-800-GAMBLER.
        </p>
      </aside>
    </Card>
  );
}
