import type { GameDetailResponse } from '../../../../shared/api/game-detail.ts';
import type { OpenToCloseMarket } from '../../../../shared/api/open-to-close.ts';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  TableRowHead,
} from '../../../components/ui/table.tsx';
import { formatInstant } from '../../../lib/format.ts';
import { formatFineHandicap, formatFinePoints, formatTotal } from '../../../lib/format-odds.ts';

function Cells({ m, format }: { m: OpenToCloseMarket; format: (n: number) => string }) {
  return (
    <>
      <TableCell
        numeric
        title={m.open ? `from ${formatInstant(m.open.knownAt)} · ${m.open.books.join(', ')}` : undefined}
      >
        {m.open ? format(m.open.line) : <span title={m.openUnknown ?? undefined}>— {m.openUnknown}</span>}
      </TableCell>
      <TableCell numeric>
        {m.close !== null ? (
          format(m.close)
        ) : (
          <span title={m.closeUnknown ?? undefined}>— {m.closeUnknown}</span>
        )}
      </TableCell>
      <TableCell numeric>{m.move === null ? '—' : `${formatFinePoints(m.move)} pts`}</TableCell>
    </>
  );
}

/** The spread (home team's handicap) and the total from open to close, with the move. */
export function OpenToCloseTable({ detail }: { detail: GameDetailResponse }) {
  const o = detail.openToClose;
  const home = detail.game.home.code;
  return (
    <Table caption="Open to close">
      <TableHeader>
        <TableRow>
          <TableHead>Market</TableHead>
          <TableHead numeric>Open</TableHead>
          <TableHead numeric>Close</TableHead>
          <TableHead numeric>Move</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        <TableRow>
          <TableRowHead>Spread ({home})</TableRowHead>
          <Cells m={o.spread} format={formatFineHandicap} />
        </TableRow>
        <TableRow>
          <TableRowHead>Total</TableRowHead>
          <Cells m={o.total} format={formatTotal} />
        </TableRow>
      </TableBody>
    </Table>
  );
}
