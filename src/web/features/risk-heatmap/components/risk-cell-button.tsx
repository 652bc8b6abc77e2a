import type { RiskCellView, RiskGame } from '../../../../shared/api/risk-heatmap.ts';
import { cn } from '../../../lib/cn.ts';
import { BAND_CLASSES, BET_NAMES, matchup, riskText } from '../lib/risk-format.ts';

interface Props {
  game: RiskGame;
  cell: RiskCellView;
  onOpen: () => void;
}

/** One heatmap cell: colour band, the risk number and the recommendation in words. */
export function RiskCellButton({ game, cell, onOpen }: Props) {
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-label={`${matchup(game)} ${BET_NAMES[cell.betType]}: risk ${riskText(cell)}, ${cell.label}. Show the factors`}
      className={cn(
        'flex min-h-20 w-full flex-col items-start justify-between rounded-lg p-2 text-left transition-opacity hover:opacity-90',
        BAND_CLASSES[cell.band],
      )}
    >
      <span className="text-xs font-semibold">{BET_NAMES[cell.betType]}</span>
      <span className="text-xl font-bold tabular-nums">{riskText(cell)}</span>
      <span className="text-xs font-semibold leading-tight">{cell.label}</span>
    </button>
  );
}
