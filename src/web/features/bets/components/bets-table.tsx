import { useState } from 'react';
import type { BetView } from '../../../../shared/api/bets.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Table } from '../../../components/ui/table.tsx';
import {
  formatCloseSource,
  formatFinePoints,
  formatHandicap,
  formatPrice,
  formatTotal,
} from '../../../lib/format-odds.ts';
import { useChangeBet, useDeleteBet } from '../api/change-bet.ts';
import { inputClass } from './field.tsx';
import { dollars, percent } from './money.ts';

const STATUS: Record<BetView['status'], string> = {
  open: 'Open',
  win: '✓ Won',
  loss: '✗ Lost',
  push: '= Push',
};
/** "LA −6.5", "Over 47.5", "ARI moneyline": signs as every other board writes them (a true minus). */
function describe(b: BetView): string {
  const team = b.side === 'home' ? b.home : b.side === 'away' ? b.away : b.side === 'over' ? 'Over' : 'Under';
  if (b.market === 'h2h') return `${team} moneyline`;
  if (b.market === 'totals') return `${team} ${formatTotal(b.line)}`;
  return `${team} ${formatHandicap(b.line)}`;
}

function EditStake({ bet, onDone }: { bet: BetView; onDone: () => void }) {
  const [stake, setStake] = useState(String(bet.stake));
  const change = useChangeBet();
  return (
    <form
      className="flex flex-wrap items-center gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        change.mutate({ id: bet.id, change: { stake: Number(stake) } }, { onSuccess: onDone });
      }}
    >
      <label className="text-xs">
        New stake ($){' '}
        <input
          type="number"
          step="0.01"
          min="0.01"
          className={`${inputClass} w-28`}
          value={stake}
          onChange={(e) => setStake(e.target.value)}
          // Empty, Number('') sent a stake of 0 for the server to refuse.
          required
        />
      </label>
      <Button type="submit" size="compact" loading={change.isPending}>
        Save
      </Button>
      {change.isError && (
        <span role="alert" className="text-ember-400">
          {change.error.message}
        </span>
      )}
    </form>
  );
}

/** Every logged bet; open ones can be changed or deleted, settled ones stay as graded. */
export function BetsTable({ bets }: { bets: BetView[] }) {
  const remove = useDeleteBet();
  const [editing, setEditing] = useState<number | null>(null);
  return (
    <Table caption="Your bets" captionVisible>
      <thead>
        <tr>
          <th scope="col">Bet</th>
          <th scope="col">Game</th>
          <th scope="col">Price</th>
          <th scope="col">Stake</th>
          <th scope="col">Result</th>
          <th scope="col">Profit</th>
          <th scope="col">CLV</th>
          <th scope="col">
            <span className="sr-only">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {bets.map((b) => (
          <tr key={b.id}>
            <th scope="row" className="font-medium">
              {describe(b)}
              <span className="block text-xs text-moss-300">{b.book}</span>
            </th>
            <td>
              {b.away} @ {b.home}
              <span className="block text-xs text-moss-300">
                {b.season} week {b.week}
                {b.finalScore && ` · ${b.finalScore.away}–${b.finalScore.home}`}
              </span>
            </td>
            <td>{formatPrice(b.price)}</td>
            <td>
              {editing === b.id ? <EditStake bet={b} onDone={() => setEditing(null)} /> : dollars(b.stake)}
            </td>
            <td>{STATUS[b.status]}</td>
            <td>{b.profit === null ? '—' : dollars(b.profit, true)}</td>
            <td>
              {b.lineClv === null ? '—' : `${formatFinePoints(b.lineClv)} pts`}
              {b.clvUnknown !== null && <span className="block text-xs text-moss-300">{b.clvUnknown}</span>}
              {b.closeSource !== null && (
                <span className="block text-xs text-moss-300">{formatCloseSource(b.closeSource)}</span>
              )}
              {b.priceClv !== null && (
                <span className="block text-xs text-moss-300">price {percent(b.priceClv)}</span>
              )}
            </td>
            <td>
              {b.status === 'open' && (
                <div className="flex gap-1">
                  <Button
                    variant="ghost"
                    size="compact"
                    onClick={() => setEditing(editing === b.id ? null : b.id)}
                  >
                    Edit<span className="sr-only"> {describe(b)}</span>
                  </Button>
                  <Button
                    variant="ghost"
                    size="compact"
                    loading={remove.isPending && remove.variables === b.id}
                    onClick={() => remove.mutate(b.id)}
                  >
                    Delete<span className="sr-only"> {describe(b)}</span>
                  </Button>
                </div>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
