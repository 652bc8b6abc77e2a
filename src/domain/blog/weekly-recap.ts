// The weekly recap post, written from a graded week (issue 23): the record straight up and against the
// spread, the best and worst pick by their margin against the line, the mean closing-line value with its
// source, and the Juice Watch alerts that hit. Every sentence is built from the figures passed in; a
// figure the week does not have is said to be missing, never filled in.
import { WEEKLY_RECAP_TAG } from '../../shared/api/blog.ts';
import type { PastPick } from '../../shared/api/past-picks.ts';
import { countOutcomes, type WinLossCount } from '../picks/season-record.ts';

export const RECAP_AUTHOR = 'Go Gorilla recap job';

export interface RecapAlerts {
  /** Alerts of the week's games that imply a side and were graded by the recap's instant. */
  wins: number;
  losses: number;
  pushes: number;
  /** The alerts that hit, in detection order. */
  hits: readonly { title: string }[];
}

export interface RecapInput {
  season: number;
  week: number;
  picks: readonly PastPick[];
  alerts: RecapAlerts;
}

export interface RecapPost {
  slug: string;
  title: string;
  excerpt: string;
  tags: string[];
  body: string;
}

/** "9–5", or "9–5–1" with pushes. */
export const formatRecord = (r: WinLossCount): string =>
  `${r.wins}–${r.losses}${r.pushes > 0 ? `–${r.pushes}` : ''}`;

/** A handicap as a bettor reads it: −3.5, +7, PK. */
export const formatHandicap = (points: number): string =>
  points === 0 ? 'PK' : points > 0 ? `+${points}` : `−${Math.abs(points)}`;

const signed = (points: number, digits: number): string => {
  const text = Math.abs(points).toFixed(digits);
  return Number(text) === 0 ? text : `${points > 0 ? '+' : '−'}${text}`;
};

/** A spread pick's margin against its line: the picked side's points plus its handicap minus the other side's. */
export function marginVsLine(p: PastPick): number | null {
  if (p.pick !== 'spread' || p.pickedSpread === null) return null;
  const homePicked = p.pickedTeam === p.homeTeam.code;
  const own = homePicked ? p.finalScore.home : p.finalScore.away;
  const other = homePicked ? p.finalScore.away : p.finalScore.home;
  return own + p.pickedSpread - other;
}

const winRate = (r: WinLossCount): string =>
  r.wins + r.losses === 0 ? '' : ` (${((100 * r.wins) / (r.wins + r.losses)).toFixed(1)}% of decided picks)`;

function pickLine(p: PastPick, margin: number): string {
  const opponent = p.pickedTeam === p.homeTeam.code ? p.awayTeam.code : p.homeTeam.code;
  const score = `${p.awayTeam.code} ${p.finalScore.away}, ${p.homeTeam.code} ${p.finalScore.home}`;
  const verdict = margin > 0 ? 'covered by' : margin < 0 ? 'missed by' : 'pushed:';
  const by = margin === 0 ? 'landed on the number' : `${Math.abs(margin)} points`;
  return `${p.pickedTeam} ${formatHandicap(p.pickedSpread ?? 0)} against ${opponent} (final ${score}): ${verdict} ${by}.`;
}

function extremes(picks: readonly PastPick[]): string[] {
  const ranked = picks
    .flatMap((p) => {
      const m = marginVsLine(p);
      return m === null ? [] : [{ p, m }];
    })
    .sort((a, b) => b.m - a.m || a.p.id.localeCompare(b.p.id));
  const best = ranked[0];
  const worst = ranked.at(-1);
  if (!best || !worst) return ['No pick this week had a line, so none is ranked against one.'];
  if (ranked.length === 1) return [`**Only pick against a line:** ${pickLine(best.p, best.m)}`];
  return [`- **Best:** ${pickLine(best.p, best.m)}`, `- **Worst:** ${pickLine(worst.p, worst.m)}`];
}

function clvLines(picks: readonly PastPick[]): string[] {
  const measured = picks.flatMap((p) => (p.clv ? [p.clv.points] : []));
  const unknown = picks.length - measured.length;
  const source =
    "Each pick's line is the median of the books' latest lines we stored before the pick; the close is nflverse's closing line (decision 084).";
  if (measured.length === 0)
    return [`Closing-line value: unknown for every pick this week (no line stored before a pick). ${source}`];
  const mean = measured.reduce((s, x) => s + x, 0) / measured.length;
  const beat = measured.filter((x) => x > 0).length;
  const lost = measured.filter((x) => x < 0).length;
  return [
    `Closing-line value: a mean of ${signed(mean, 2)} points over ${measured.length} pick${measured.length === 1 ? '' : 's'} with a line before the close; ${beat} beat the close, ${lost} lost to it${unknown > 0 ? `, and ${unknown} had no line stored before the pick (unknown, left out)` : ''}. ${source}`,
  ];
}

function alertLines(a: RecapAlerts): string[] {
  const graded = a.wins + a.losses + a.pushes;
  if (graded === 0) return ["No Juice Watch alert of this week's games implied a side that could be graded."];
  const head = `Juice Watch alerts that implied a side: ${graded} graded, ${a.wins} hit, ${a.losses} missed${a.pushes > 0 ? `, ${a.pushes} pushed` : ''}.`;
  const shown = a.hits.slice(0, 5).map((h) => `- ${h.title}`);
  const more = a.hits.length > shown.length ? [`- …and ${a.hits.length - shown.length} more`] : [];
  return [head, ...(shown.length > 0 ? ['', 'Alerts that hit:', '', ...shown, ...more] : [])];
}

/** The recap post of one graded week; `picks` are the week's settled picks as Past Picks shows them. */
export function buildWeeklyRecap(input: RecapInput): RecapPost {
  const { season, week, picks } = input;
  const su = countOutcomes(picks.map((p) => p.grades.straightUp));
  const ats = countOutcomes(picks.map((p) => p.grades.againstSpread));
  const noLine = picks.length - ats.graded;
  const headline =
    ats.graded > 0 ? `${formatRecord(ats)} against the spread` : `${formatRecord(su)} straight up`;
  const body = [
    `Our model's week ${week} of the ${season} season, graded from the final scores. Every pick was frozen at its kickoff; the full list is on [Past Picks](/past-picks?season=${season}&week=${week}).`,
    '',
    '## Record',
    '',
    `- Straight up: ${formatRecord(su)}${winRate(su)}`,
    `- Against the spread: ${ats.graded > 0 ? `${formatRecord(ats)}${winRate(ats)}` : 'no pick had a line'}${noLine > 0 && ats.graded > 0 ? `; ${noLine} pick${noLine === 1 ? '' : 's'} had no line and count${noLine === 1 ? 's' : ''} straight up only` : ''}`,
    '',
    '## Best and worst against the line',
    '',
    ...extremes(picks),
    '',
    '## Closing-line value',
    '',
    ...clvLines(picks),
    '',
    '## Alerts that hit',
    '',
    ...alertLines(input.alerts),
    '',
    'Written by the recap job from the graded week; nothing here is typed in by hand. Past results do not promise future ones: bet only what you can afford to lose.',
  ].join('\n');
  return {
    slug: `week-${week}-${season}-recap`,
    title: `Week ${week}, ${season}: ${headline}`,
    excerpt: `The model went ${formatRecord(su)} straight up${ats.graded > 0 ? ` and ${formatRecord(ats)} against the spread` : ''} in week ${week} of ${season}: best and worst picks, closing-line value and the alerts that hit.`,
    tags: [WEEKLY_RECAP_TAG, `${season} Season`, 'Record'],
    body,
  };
}
