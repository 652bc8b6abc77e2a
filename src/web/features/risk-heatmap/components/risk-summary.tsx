import type { RiskHeatmapResponse } from '../../../../shared/api/risk-heatmap.ts';
import { Card } from '../../../components/ui/card.tsx';

/** Spec 02's three summary cards, counted from the week's cells. */
export function RiskSummary({ summary }: { summary: RiskHeatmapResponse['summary'] }) {
  const unscored = summary.bets - summary.scored;
  const cards = [
    {
      label: 'Bets scored',
      value: `${summary.scored} of ${summary.bets}`,
      note: `${unscored} lack the inputs they need: AVOID - Insufficient Data`,
    },
    {
      label: 'Average risk',
      value: summary.averageRisk === null ? '—' : summary.averageRisk.toFixed(1),
      note:
        summary.averageRisk === null
          ? 'No bet can be scored yet'
          : `Over the ${summary.scored} scored bets, 0–100`,
    },
    {
      label: 'High risk (60 and over)',
      value: String(summary.highRisk),
      note: `${summary.lowRisk} low risk (under 40)`,
    },
  ];
  return (
    <ul className="grid gap-3 sm:grid-cols-3">
      {cards.map((c) => (
        <li key={c.label}>
          <Card className="h-full">
            <p className="text-xs text-moss-300">{c.label}</p>
            <p className="mt-1 text-2xl font-bold tabular-nums text-moss-100">{c.value}</p>
            <p className="mt-1 text-xs text-moss-300">{c.note}</p>
          </Card>
        </li>
      ))}
    </ul>
  );
}
