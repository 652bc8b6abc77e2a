import type { WeeklyPick } from '../../../../shared/api/weekly-picks.ts';

/** Spec 01 §2 stats: Games, High Confidence, Avg BioBoost — each counted from the week's picks. */
export function WeekStats({ picks }: { picks: readonly WeeklyPick[] }) {
  const high = picks.filter((p) => p.confidence === 'HIGH').length;
  // A withheld (premium) pick's tier is unknown to this viewer: the count would be a guess, so it says so.
  const withheld = picks.filter((p) => p.withheld).length;
  const scores = picks
    .flatMap((p) => [p.home.bioBoost, p.away.bioBoost])
    .filter((s): s is number => s !== null);
  const avg = scores.length ? Math.round(scores.reduce((a, b) => a + b, 0) / scores.length) : null;
  const tiles = [
    { label: 'Games', value: String(picks.length), hint: 'Games of this week in the schedule' },
    {
      label: 'High Confidence',
      value: withheld > 0 ? '—' : String(high),
      hint:
        withheld > 0
          ? `${withheld} premium picks are withheld until kickoff: their tiers are not shown`
          : `Picks in the HIGH tier, of ${picks.filter((p) => p.confidence).length} published`,
    },
    {
      label: 'Avg BioBoost',
      value: avg === null ? '—' : String(avg),
      hint: `Mean team BioBoost over ${scores.length} teams with a published pick`,
    },
  ];
  return (
    <dl className="grid grid-cols-3 gap-3">
      {tiles.map((t) => (
        <div
          key={t.label}
          title={t.hint}
          className="rounded-xl border border-canopy-700 bg-canopy-900/70 p-3"
        >
          <dt className="text-xs text-moss-300">{t.label}</dt>
          <dd className="mt-1 text-2xl font-semibold tabular-nums text-moss-100">{t.value}</dd>
        </div>
      ))}
    </dl>
  );
}
