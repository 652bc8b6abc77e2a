import type { RiskCellView, RiskGame } from '../../../../shared/api/risk-heatmap.ts';
import { keysOf } from '../../../../shared/guards.ts';
import { Card } from '../../../components/ui/card.tsx';
import { formatKickoff } from '../../../lib/format.ts';
import { BAND_CLASSES, BAND_NAMES, matchup } from '../lib/risk-format.ts';
import { RiskCellButton } from './risk-cell-button.tsx';

interface Props {
  games: RiskGame[];
  onOpen: (game: RiskGame, cell: RiskCellView) => void;
}

/** The Heatmap tab: one card per game, its spread, total and moneyline cells side by side. */
export function RiskGrid({ games, onOpen }: Props) {
  return (
    <div className="space-y-4">
      <ul className="flex flex-wrap gap-2 text-xs text-moss-200" aria-label="Colour key">
        {keysOf(BAND_NAMES).map((b) => (
          <li key={b} className="flex items-center gap-1.5">
            <span aria-hidden="true" className={`inline-block size-4 rounded ${BAND_CLASSES[b]}`} />
            Risk {BAND_NAMES[b]}
          </li>
        ))}
      </ul>
      <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
        {games.map((g) => (
          <li key={g.id}>
            <Card>
              <h3 className="font-semibold text-moss-100">{matchup(g)}</h3>
              <p className="text-xs text-moss-300">
                {g.away.name} at {g.home.name} · {formatKickoff(g.kickoff)}
              </p>
              <div className="mt-3 grid grid-cols-3 gap-2">
                {g.cells.map((c) => (
                  <RiskCellButton key={c.betType} game={g} cell={c} onOpen={() => onOpen(g, c)} />
                ))}
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
