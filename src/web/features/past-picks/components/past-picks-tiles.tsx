import type { PastPicksSummary } from '../../../../shared/api/past-picks.ts';
import { formatFinePoints } from '../../../lib/format-odds.ts';

function Tile({ label, value, note }: { label: string; value: string; note: string }) {
  return (
    <div className="rounded-xl border border-canopy-700 bg-canopy-900/70 p-3" title={note}>
      <dt className="text-xs text-moss-300">{label}</dt>
      <dd className="font-display text-2xl tabular-nums text-moss-100">{value}</dd>
      <dd className="text-xs text-moss-300">{note}</dd>
    </div>
  );
}

/** Spec 01 §2's five tiles, plus the closing-line value the page sums beside the record. */
export function PastPicksTiles({ summary }: { summary: PastPicksSummary }) {
  const decided = summary.wins + summary.losses;
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      <Tile label="Total Picks" value={String(summary.total)} note={`${summary.pushes} pushes`} />
      <Tile label="Wins" value={String(summary.wins)} note="covered (or won without a line)" />
      <Tile label="Losses" value={String(summary.losses)} note="did not cover" />
      <Tile
        label="Win Rate %"
        value={summary.winRate === null ? '—' : `${(summary.winRate * 100).toFixed(1)}%`}
        note={`n = ${decided} decided, pushes excluded`}
      />
      <Tile
        label="Avg BioBoost %"
        value={summary.avgBioBoost === null ? '—' : summary.avgBioBoost.toFixed(1)}
        note={`picked side, n = ${summary.total}`}
      />
      <Tile
        label="CLV sum"
        value={summary.clvPoints === null ? '—' : `${formatFinePoints(summary.clvPoints)} pts`}
        note={
          summary.clvPicks === 0
            ? 'no pick had a line captured before the close'
            : `n = ${summary.clvPicks} spread picks with a line before the close`
        }
      />
    </dl>
  );
}
