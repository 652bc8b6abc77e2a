import type { PlayerDetail } from '../../../../shared/api/players.ts';
import { slateDisplayName } from '../../../../shared/dfs-slate-name.ts';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  TableRowHead,
} from '../../../components/ui/table.tsx';
import { formatInstant, formatScore } from '../../../lib/format.ts';

const pts = (n: number | null) => (n === null ? '—' : n.toFixed(1));

export function WeeksTable({ weeks }: { weeks: PlayerDetail['weeks'] }) {
  return (
    <Table caption="Projections vs actuals by week" className="min-w-[36rem]">
      <TableHeader>
        <TableRow>
          <TableHead>Week</TableHead>
          <TableHead>Opponent</TableHead>
          <TableHead numeric>Projected DK pts</TableHead>
          <TableHead numeric>80% band</TableHead>
          <TableHead numeric>Actual DK pts</TableHead>
          <TableHead numeric>BioBoost</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {weeks.map((w) => (
          <TableRow key={`${w.season}-${w.week}`}>
            <TableRowHead>{w.week}</TableRowHead>
            <TableCell>{w.opponent}</TableCell>
            <TableCell numeric>{pts(w.projected?.draftKings ?? null)}</TableCell>
            <TableCell numeric>
              {w.projected ? `${pts(w.projected.low)}–${pts(w.projected.high)}` : '—'}
            </TableCell>
            <TableCell numeric>{w.actual === null ? '— not played yet' : pts(w.actual)}</TableCell>
            <TableCell numeric>{formatScore(w.bioBoost?.score)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export function InjuryTable({ injuries }: { injuries: PlayerDetail['injuries'] }) {
  if (injuries.length === 0) return <p className="text-moss-300">Not on any injury report this season.</p>;
  return (
    <Table caption="Injury reports this season">
      <TableHeader>
        <TableRow>
          <TableHead>Week</TableHead>
          <TableHead>Game status</TableHead>
          <TableHead>Injury</TableHead>
          <TableHead>Practice</TableHead>
          <TableHead>Reported</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {injuries.map((r) => (
          <TableRow key={`${r.week}-${r.reportedAt}`}>
            <TableRowHead>{r.week}</TableRowHead>
            <TableCell>{r.status ?? '—'}</TableCell>
            <TableCell>{r.injury ?? '—'}</TableCell>
            <TableCell>{r.practice ?? '—'}</TableCell>
            <TableCell>{formatInstant(r.reportedAt)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export function SalaryTable({ salaries }: { salaries: PlayerDetail['salaries'] }) {
  if (salaries.length === 0) return <p className="text-moss-300">No DraftKings salary imported for him.</p>;
  return (
    <Table caption="DraftKings salaries">
      <TableHeader>
        <TableRow>
          <TableHead>Season</TableHead>
          <TableHead numeric>Week</TableHead>
          <TableHead>Slate</TableHead>
          <TableHead numeric>Salary</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {salaries.map((s) => (
          <TableRow key={`${s.slate}-${s.week}`}>
            <TableRowHead>{s.season}</TableRowHead>
            <TableCell numeric>{s.week}</TableCell>
            <TableCell>{slateDisplayName(s.slate, 'draftkings')}</TableCell>
            <TableCell numeric>${s.salary.toLocaleString('en-US')}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
