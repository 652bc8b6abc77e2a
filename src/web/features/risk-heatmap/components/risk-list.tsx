import type { RiskCellView, RiskGame } from '../../../../shared/api/risk-heatmap.ts';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  TableRowHead,
} from '../../../components/ui/table.tsx';
import { BET_NAMES, matchup, riskText } from '../lib/risk-format.ts';

interface Props {
  games: RiskGame[];
  onOpen: (game: RiskGame, cell: RiskCellView) => void;
}

/** The List tab: every bet of the week, least risk first; bets that cannot be scored last. */
export function RiskList({ games, onOpen }: Props) {
  const rows = games
    .flatMap((g) => g.cells.map((c) => ({ g, c })))
    .sort((a, b) => (a.c.riskScore ?? 101) - (b.c.riskScore ?? 101));
  return (
    <Table caption="Every bet of the week by risk, lowest first">
      <TableHeader>
        <tr>
          <TableHead scope="col">Bet</TableHead>
          <TableHead scope="col">Line</TableHead>
          <TableHead scope="col" numeric sort="ascending">
            Risk
          </TableHead>
          <TableHead scope="col" numeric>
            Confidence
          </TableHead>
          <TableHead scope="col">Recommendation</TableHead>
        </tr>
      </TableHeader>
      <TableBody>
        {rows.map(({ g, c }) => (
          <TableRow key={`${g.id}-${c.betType}`}>
            <TableRowHead scope="row">
              <button
                type="button"
                className="min-h-11 text-left font-semibold text-banana-400 underline-offset-2 hover:underline"
                onClick={() => onOpen(g, c)}
              >
                {matchup(g)} {BET_NAMES[c.betType]}
              </button>
            </TableRowHead>
            <TableCell>{c.line ?? '—'}</TableCell>
            <TableCell numeric>{riskText(c)}</TableCell>
            <TableCell numeric>{c.confidence ?? '—'}</TableCell>
            <TableCell>{c.label}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
