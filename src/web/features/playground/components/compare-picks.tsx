import { Link } from 'react-router';
import type { WeeklyPick } from '../../../../shared/api/weekly-picks.ts';

/** Spec 02: the Compare tab shows the first 3 weekly picks. */
export const COMPARE_PICKS = 3;

/** The week's first three games beside the player: away @ home, our picked team and its win chance. */
export function ComparePicks({ picks, weekLabel }: { picks: readonly WeeklyPick[]; weekLabel: string }) {
  if (picks.length === 0) return <p className="text-moss-300">No picks published for {weekLabel} yet.</p>;
  return (
    <div className="space-y-3">
      <ul aria-label={`First ${COMPARE_PICKS} picks of ${weekLabel}`} className="space-y-2">
        {picks.slice(0, COMPARE_PICKS).map((p) => (
          <li key={p.gameId} className="rounded-lg border border-canopy-700 p-3 text-sm">
            <Link to={`/games/${p.gameId}`} className="font-semibold text-moss-100 hover:underline">
              {p.away.code} @ {p.home.code}
            </Link>
            <p className="text-moss-300">
              {p.predicted ? (
                <>
                  Pick <strong className="text-banana-400">{p.predicted}</strong>
                  {p.winnerConfidence !== null && `, ${p.winnerConfidence}% to win`}
                </>
              ) : (
                'No pick published'
              )}
            </p>
          </li>
        ))}
      </ul>
      <Link
        to="/weekly-picks"
        className="inline-flex min-h-11 items-center text-sm text-banana-400 hover:underline"
      >
        See all picks
      </Link>
    </div>
  );
}
