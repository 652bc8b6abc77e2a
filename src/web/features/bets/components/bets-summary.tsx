import type { BetsResponse } from '../../../../shared/api/bets.ts';
import { Card } from '../../../components/ui/card.tsx';
import { dollars, percent } from './money.ts';

function Tile({ label, value, note }: { label: string; value: string; note: string }) {
  return (
    <Card className="min-w-0">
      <p className="text-xs uppercase tracking-wider text-moss-300">{label}</p>
      <p className="mt-1 text-2xl font-semibold tabular-nums text-moss-100">{value}</p>
      <p className="text-xs text-moss-300">{note}</p>
    </Card>
  );
}

/** Profit, ROI, record and CLV of the person's settled bets. */
export function BetsSummary({ record }: { record: BetsResponse['record'] }) {
  const settled = record.wins + record.losses + record.pushes;
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <Tile
        label="Profit"
        value={dollars(record.profit, true)}
        note={`on ${dollars(record.settledStake)} staked`}
      />
      <Tile
        label="ROI"
        value={record.roi === null ? '—' : percent(record.roi)}
        note={`${settled} settled bets`}
      />
      <Tile
        label="Record"
        value={`${record.wins}–${record.losses}–${record.pushes}`}
        note={`W–L–P · ${record.open} open (${dollars(record.openStake)})`}
      />
      <Tile
        label="CLV"
        value={
          record.averageLineClv === null
            ? '—'
            : `${record.averageLineClv > 0 ? '+' : ''}${record.averageLineClv.toFixed(2)} pts`
        }
        note={`line, ${record.clvSample.line} bets · price ${record.averagePriceClv === null ? '—' : percent(record.averagePriceClv)} (${record.clvSample.price})`}
      />
    </div>
  );
}
