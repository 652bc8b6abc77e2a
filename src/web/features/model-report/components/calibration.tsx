import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { type PickBand, pickCalibration } from '../../../../domain/model/pick-calibration.ts';
import type { ModelReport } from '../../../../shared/api/model-report.ts';
import { Card } from '../../../components/ui/card.tsx';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  TableRowHead,
} from '../../../components/ui/table.tsx';
import { count, pct } from './format.ts';

const METHOD_NAMES = {
  platt: 'Platt scaling',
  isotonic: 'isotonic regression',
  beta: 'beta calibration',
} as const;

/** "Picks we called 70% won N%": the picked side's confidence band against how often it won. */
export function Calibration({ report }: { report: ModelReport }) {
  // The report's main run is recalibrated, as the picks show it (decision 107): the bands are what we
  // called. The raw model's ("before") is kept in `recalibration`, drawn beside them.
  const recal = report.recalibration;
  const bands = pickCalibration(report.overall.model.calibration).filter((band) => band.games > 0);
  const raw = recal ? pickCalibration(recal.beforeOverall.calibration) : [];
  const data = bands.map((band) => ({
    raw: wonIn(raw, band.from),
    band: `${Math.round(band.from * 100)}–${Math.round(band.to * 100)}%`,
    predicted: band.meanPredicted === null ? null : Math.round(band.meanPredicted * 1000) / 10,
    won: band.won === null ? null : Math.round(band.won * 1000) / 10,
    games: band.games,
  }));
  return (
    <section aria-labelledby="calibration-heading" className="mt-12">
      <h2 id="calibration-heading" className="text-xl font-semibold text-moss-100">
        Calibration: do our percentages mean what they say?
      </h2>
      <ul className="mt-4 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {bands.map((band) => (
          <Card key={band.from} asChild className="px-3 py-2 text-sm">
            <li>
              Picks we called {Math.round(band.from * 100)}–{Math.round(band.to * 100)}% (avg{' '}
              {pct(band.meanPredicted)}) won <strong className="text-banana-400">{pct(band.won)}</strong>{' '}
              <span className="text-moss-300">of {count(band.games)}</span>
            </li>
          </Card>
        ))}
      </ul>
      <div className="mt-6 h-72 rounded-xl border border-canopy-700 bg-canopy-900/70 p-3" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          {/* The list above is the chart's text equivalent, so the chart stays out of the keyboard's
              way: Recharts' accessibility layer would make a hidden element focusable. */}
          <ComposedChart
            data={data}
            margin={{ top: 10, right: 20, bottom: 10, left: 0 }}
            accessibilityLayer={false}
          >
            <CartesianGrid stroke="#173a27" />
            <XAxis dataKey="band" stroke="#a9c9b4" fontSize={12} />
            <YAxis yAxisId="pct" domain={[40, 100]} stroke="#a9c9b4" fontSize={12} unit="%" />
            <YAxis yAxisId="games" orientation="right" stroke="#2b6646" fontSize={12} />
            <Tooltip contentStyle={{ background: '#112a1c', border: '1px solid #1f4d34' }} />
            <Bar yAxisId="games" dataKey="games" name="Games" fill="#1f4d34" isAnimationActive={false} />
            <Line
              yAxisId="pct"
              dataKey="predicted"
              name="We said"
              stroke="#a9c9b4"
              strokeDasharray="4 4"
              isAnimationActive={false}
            />
            <Line
              yAxisId="pct"
              dataKey="won"
              name="Won"
              stroke="#facc15"
              strokeWidth={2}
              isAnimationActive={false}
            />
            <Line
              yAxisId="pct"
              dataKey="raw"
              name="Won, raw model (before recalibration)"
              stroke="#56B4E9"
              strokeDasharray="1 3"
              strokeWidth={2}
              isAnimationActive={false}
            />
          </ComposedChart>
        </ResponsiveContainer>
      </div>
      {recal && (
        <p className="mt-3 text-sm text-moss-300">
          These are the probabilities the picks show: from {recal.choice.toSeason + 1} on, each season's
          mapped by {METHOD_NAMES[recal.method]} fitted walk-forward on the seasons before it, the method
          chosen on {recal.choice.fromSeason}–{recal.choice.toSeason} by log loss (decisions 091, 100, 107).
          Before that recalibration, the raw model's bands won:{' '}
          {raw
            .filter((band) => band.games > 0)
            .map(
              (band) =>
                `${Math.round(band.from * 100)}–${Math.round(band.to * 100)}%: said ${pct(band.meanPredicted)}, won ${pct(band.won)}`,
            )
            .join('; ')}
          .
        </p>
      )}
      <TierTable report={report} />
    </section>
  );
}

function TierTable({ report }: { report: ModelReport }) {
  return (
    <div className="mt-6">
      <Table caption="Confidence tiers shown on each pick" captionVisible>
        <TableHeader>
          <TableRow>
            <TableHead>Tier</TableHead>
            <TableHead numeric>Picks</TableHead>
            <TableHead numeric>We said</TableHead>
            <TableHead numeric>Won</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {report.overall.model.tiers.map((tier) => (
            <TableRow key={tier.tier}>
              <TableRowHead>{tier.tier}</TableRowHead>
              <TableCell numeric>{count(tier.games)}</TableCell>
              <TableCell numeric>{pct(tier.meanPredicted)}</TableCell>
              <TableCell numeric>{pct(tier.won)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

/** How often the picks whose raw probability falls in this band won (the text lists what it said). */
function wonIn(bands: readonly PickBand[], from: number): number | null {
  const band = bands.find((b) => b.from === from);
  if (!band || band.games === 0 || band.won === null) return null;
  return Math.round(band.won * 1000) / 10;
}
