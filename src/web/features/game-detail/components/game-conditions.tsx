import type { GameDetailResponse } from '../../../../shared/api/game-detail.ts';
import { weatherSourceName } from '../../../../shared/data-sources.ts';
import { Card, CardTitle } from '../../../components/ui/card.tsx';
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

/** A figure the source did not give reads as missing, with why, never as a bare dash. */
const value = (x: number | null, unit: string, missing: string) =>
  x === null ? `— (${missing})` : `${Math.round(x)}${unit}`;

export function WeatherCard({ detail }: { detail: GameDetailResponse }) {
  const w = detail.game.weather;
  const roof = detail.game.roof;
  return (
    <Card>
      <CardTitle>Weather</CardTitle>
      {roof === 'dome' || roof === 'closed' ? (
        <p className="mt-2 text-moss-300">Played under a roof ({roof}): weather does not apply.</p>
      ) : w ? (
        <>
          <dl className="mt-2 grid grid-cols-2 gap-2 text-sm tabular-nums">
            <dt className="text-moss-300">Temperature</dt>
            <dd>{value(w.temperatureF, ' °F', 'not reported')}</dd>
            <dt className="text-moss-300">Wind</dt>
            <dd>{value(w.windMph, ' mph', 'not reported')}</dd>
            <dt className="text-moss-300">Precipitation chance</dt>
            {/* Observed weather has no chance of rain: it rained or it did not. */}
            <dd>
              {value(w.precipitationPct, '%', w.observed ? 'not part of an observation' : 'not reported')}
            </dd>
            <dt className="text-moss-300">Humidity</dt>
            <dd>{value(w.humidityPct, '%', 'not reported')}</dd>
          </dl>
          <p className="mt-2 text-xs text-moss-300">
            {w.observed ? 'Observed at kickoff' : 'Forecast'} · {weatherSourceName(w.source)} · captured{' '}
            {formatInstant(w.capturedAt)}
          </p>
        </>
      ) : (
        <p className="mt-2 text-moss-300">No forecast or observation has been captured for this game yet.</p>
      )}
    </Card>
  );
}

export function InjuryTable({ detail }: { detail: GameDetailResponse }) {
  if (detail.injuries.length === 0) {
    return (
      <p className="text-moss-300">
        No injury report entry for either team this week, as of {formatInstant(detail.injuriesAsOf)}.
      </p>
    );
  }
  return (
    <Table
      caption={`Injury report as of ${formatInstant(detail.injuriesAsOf)}: what the pick's recovery read`}
      captionVisible
    >
      <TableHeader>
        <TableRow>
          <TableHead>Player</TableHead>
          <TableHead>Team</TableHead>
          <TableHead>Pos</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Injury</TableHead>
          <TableHead>Practice</TableHead>
          <TableHead>Reported</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {detail.injuries.map((i) => (
          <TableRow key={`${i.team}-${i.player}`}>
            <TableRowHead>{i.player}</TableRowHead>
            <TableCell>{i.team}</TableCell>
            <TableCell>{i.position ?? '—'}</TableCell>
            <TableCell>{i.status ?? '—'}</TableCell>
            <TableCell>{i.injury ?? '—'}</TableCell>
            <TableCell>{i.practiceStatus ?? '—'}</TableCell>
            <TableCell title={`Source: ${i.source}`}>{formatInstant(i.reportedAt)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
