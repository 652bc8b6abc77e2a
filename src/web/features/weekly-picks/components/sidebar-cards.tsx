import { Link } from 'react-router';
import type { Computing } from '../../../../shared/api/catch-up.ts';
import type { WeekEdge } from '../../../../shared/api/weekly-picks.ts';
import { Card, CardContent, CardDescription, CardTitle } from '../../../components/ui/card.tsx';
import { computingText } from '../../../lib/computing-text.ts';
import { printLine } from '../lib/pick-display.ts';

type WinLoss = WeekEdge['seasonStraightUp'];

function rate(r: WinLoss): string {
  const decided = r.wins + r.losses;
  return decided ? `${((r.wins / decided) * 100).toFixed(1)}%` : '—';
}

function RecordLine({ label, record, hint }: { label: string; record: WinLoss; hint: string }) {
  return (
    <div className="flex items-baseline justify-between gap-3" title={hint}>
      <dt className="text-sm text-moss-300">{label}</dt>
      <dd className="text-right tabular-nums text-moss-100">
        {record.wins}–{record.losses}
        {record.pushes ? `–${record.pushes}` : ''} · <strong>{rate(record)}</strong>{' '}
        <span className="text-xs text-moss-300">n={record.graded}</span>
      </dd>
    </div>
  );
}

/** 'This Week's Edge': the model's graded record this season and the week's largest edge. */
export function WeekEdgeCard({
  edge,
  season,
  recordComputing = null,
  weekComputing = null,
}: {
  edge: WeekEdge;
  season: number;
  /** Set while the start-up catch-up computes the record: the season record is partial (decision 134). */
  recordComputing?: Computing;
  /** Set while it decides this week: the week has no edge to show yet, which is not "no line". */
  weekComputing?: Computing;
}) {
  const small = edge.seasonStraightUp.graded < 100;
  return (
    <Card asChild>
      <section aria-labelledby="week-edge-heading">
        <CardTitle id="week-edge-heading">This Week’s Edge</CardTitle>
        <CardDescription>
          The model’s locked picks of {season}, graded after each final score.
        </CardDescription>
        <CardContent>
          {recordComputing ? (
            <p role="status" className="text-sm text-moss-300">
              {computingText(recordComputing, `the ${season} record`)}
            </p>
          ) : edge.seasonStraightUp.graded === 0 ? (
            // "0–0 · — n=0" read as a record; before the season's first final there is none (issue 21).
            <p className="text-sm text-moss-300">
              No {season} pick graded yet: the record starts with the season’s first final score.
            </p>
          ) : (
            <dl className="space-y-2">
              <RecordLine
                label="Straight up"
                record={edge.seasonStraightUp}
                hint={`Wins–losses of every locked ${season} pick with a final score; win rate over decided games; n = graded picks`}
              />
              <RecordLine
                label="Against the spread"
                record={edge.seasonAgainstSpread}
                hint="The same picks graded against the line they were made at"
              />
            </dl>
          )}
          {!recordComputing && small && edge.seasonStraightUp.graded > 0 && (
            <p className="mt-2 text-xs text-banana-400">Small sample: fewer than 100 graded picks.</p>
          )}
          <div className="mt-4 border-t border-canopy-700 pt-3 text-sm">
            <p className="text-xs text-moss-300">Biggest edge vs the market this week</p>
            {weekComputing ? (
              <p role="status" className="mt-1 text-moss-300">
                Still computing: this week’s picks are not decided yet.
              </p>
            ) : edge.biggestEdge ? (
              <p
                className="mt-1 text-moss-100"
                title="Points between the model's expected margin and the market line"
              >
                <Link
                  className="font-semibold text-banana-400 hover:underline"
                  to={`/games/${edge.biggestEdge.gameId}`}
                >
                  {edge.biggestEdge.team} {printLine(edge.biggestEdge.line)}
                </Link>{' '}
                ({edge.biggestEdge.matchup}): {edge.biggestEdge.edge} points
              </p>
            ) : (
              <p className="mt-1 text-moss-300">No market line yet for this week’s games.</p>
            )}
          </div>
        </CardContent>
      </section>
    </Card>
  );
}

/** 'Community Pulse', made true: where the model and the betting market's favourite disagree. */
export function CommunityPulseCard({
  edge,
  weekComputing = null,
}: {
  edge: WeekEdge;
  weekComputing?: Computing;
}) {
  return (
    <Card asChild>
      <section aria-labelledby="pulse-heading">
        <CardTitle id="pulse-heading">Community Pulse</CardTitle>
        <CardDescription>
          The market is the crowd’s money: games where our pick is the market’s underdog. No invented crowd
          figures.
        </CardDescription>
        <CardContent>
          {weekComputing ? (
            // Not "0 of 0 games with a line" while the week's picks are still being decided (issue 21).
            <p role="status" className="text-sm text-moss-300">
              {computingText(weekComputing, 'this week’s picks')}
            </p>
          ) : (
            <p
              className="text-sm text-moss-200"
              title="Games with a market spread where the model's winner is not the favourite"
            >
              <strong className="text-2xl tabular-nums text-moss-100">{edge.disagreements.length}</strong> of{' '}
              {edge.withLine} games with a line
            </p>
          )}
          {!weekComputing && edge.disagreements.length > 0 && (
            <ul className="mt-2 space-y-1 text-sm">
              {edge.disagreements.map((d) => (
                <li key={d.gameId}>
                  <Link className="text-banana-400 hover:underline" to={`/games/${d.gameId}`}>
                    {d.matchup}
                  </Link>
                  : we pick {d.model}, the market favours {d.market}
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </section>
    </Card>
  );
}
