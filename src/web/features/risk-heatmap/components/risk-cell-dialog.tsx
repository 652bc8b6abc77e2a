import { Link } from 'react-router';
import type { RiskCellView, RiskGame } from '../../../../shared/api/risk-heatmap.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { formatPrice } from '../../../lib/format-odds.ts';
import { BET_NAMES, matchup, percentWeight, riskText } from '../lib/risk-format.ts';

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

interface Props {
  open: { game: RiskGame; cell: RiskCellView } | null;
  onClose: () => void;
}

/** The detail modal: the cell's figures and, for each factor, its input, source, risk and weight. */
export function RiskCellDialog({ open, onClose }: Props) {
  const game = open?.game;
  const cell = open?.cell;
  return (
    <Dialog
      open={open !== null}
      onClose={onClose}
      title={game && cell ? `${matchup(game)} · ${BET_NAMES[cell.betType]}` : ''}
    >
      {game && cell && (
        <div className="mt-3 space-y-4 text-sm">
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            <div>
              <dt className="text-xs text-moss-300">Line</dt>
              <dd className="font-semibold tabular-nums">{cell.line ?? '—'}</dd>
            </div>
            <div>
              <dt className="text-xs text-moss-300">Risk (0–100)</dt>
              <dd className="font-semibold tabular-nums">{riskText(cell)}</dd>
            </div>
            <div>
              <dt className="text-xs text-moss-300">Confidence</dt>
              <dd className="font-semibold tabular-nums">{cell.confidence ?? '—'}</dd>
            </div>
            <div>
              <dt className="text-xs text-moss-300">Recommendation</dt>
              <dd className="font-semibold">{cell.label}</dd>
            </div>
          </dl>
          {cell.reason && <p className="text-moss-200">{cell.reason}</p>}
          <div>
            <h3 className="font-semibold text-moss-100">Potential return</h3>
            {cell.potentialReturn.length ? (
              <ul aria-label="Potential return" className="mt-1 space-y-0.5 tabular-nums text-moss-100">
                {cell.potentialReturn.map((r) => (
                  <li key={r.side}>
                    {r.side} at {formatPrice(r.price)}: a winning $100 bet pays{' '}
                    {dollars.format(r.profitPer100)} profit
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-1 text-moss-300">— {cell.potentialReturnUnknown}</p>
            )}
            <h3 className="mt-3 font-semibold text-moss-100">Projection</h3>
            <p className="mt-1 text-moss-300">
              — {cell.projectionUnknown}{' '}
              <Link className="text-banana-400 underline" to={`/games/${game.id}`}>
                Open the game page
              </Link>
            </p>
          </div>
          <ul className="space-y-2" aria-label="Factors">
            {cell.factors.map((f) => (
              <li key={f.key} className="rounded-lg border border-canopy-700 p-3">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <span className="font-semibold text-moss-100">{f.label}</span>
                  <span className="tabular-nums text-moss-200">
                    Risk {f.risk ?? '—'} · weight {f.weight ? percentWeight(f.weight) : 'none'}
                  </span>
                </div>
                <p className="mt-1 text-moss-100">{f.value}</p>
                {f.unknownReason && <p className="mt-1 text-moss-300">{f.unknownReason}</p>}
                <p className="mt-1 text-xs text-moss-300">Source: {f.source}</p>
              </li>
            ))}
          </ul>
          <p className="text-xs text-moss-300">
            Risk is the weighted mean of the known factors' risks; confidence grows with the games behind the
            ATS history and stays at 50 or below while a factor is unknown.
          </p>
        </div>
      )}
    </Dialog>
  );
}
