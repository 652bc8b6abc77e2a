// The weekly newsletter digest (decision 122), written from the graded record: last week's result, the
// season so far, closing-line value where it is known, and this week's games with a link to the picks.
// No pick of the coming week is printed: which side the model takes is on the site, where the API
// decides who may see it, so a mail can never leak what a page withholds.
import type { PastPick } from '../../shared/api/past-picks.ts';
import { formatRecord } from '../blog/weekly-recap.ts';
import { countOutcomes, type WinLossCount } from '../picks/season-record.ts';
import { easternWallTime } from '../time/eastern-time.ts';

export interface DigestGame {
  away: string;
  home: string;
  kickoff: Date;
}

export interface DigestInput {
  season: number;
  /** The graded week the digest reports. */
  week: number;
  weekPicks: readonly PastPick[];
  /** Every settled pick of the season up to the digest's instant (the graded week included). */
  seasonPicks: readonly PastPick[];
  /** The coming week's games (empty: none scheduled, e.g. after the season's last week). */
  nextWeek: { week: number; games: readonly DigestGame[] };
  /** Slug of the week's recap post on the blog. */
  recapSlug: string;
  siteUrl: string;
}

export interface DigestContent {
  subject: string;
  /** The mail's text before the per-address unsubscribe footer. */
  text: string;
  /** The push notification's one line. */
  summary: string;
}

const rate = (r: WinLossCount): string =>
  r.wins + r.losses === 0 ? '' : ` (${((100 * r.wins) / (r.wins + r.losses)).toFixed(1)}% of decided picks)`;

function recordLines(picks: readonly PastPick[]): string[] {
  const su = countOutcomes(picks.map((p) => p.grades.straightUp));
  const ats = countOutcomes(picks.map((p) => p.grades.againstSpread));
  return [
    `Straight up: ${formatRecord(su)}${rate(su)}`,
    `Against the spread: ${ats.graded > 0 ? `${formatRecord(ats)}${rate(ats)}` : 'unknown — no pick had a line'}`,
  ];
}

/** Mean CLV over the picks that have one; the picks without a line stored before them are counted as unknown. */
export function clvLine(picks: readonly PastPick[]): string {
  const measured = picks.flatMap((p) => (p.clv ? [p.clv.points] : []));
  const unknown = picks.length - measured.length;
  if (measured.length === 0) return 'Closing-line value: — (unknown: no line was stored before any pick).';
  const mean = measured.reduce((s, x) => s + x, 0) / measured.length;
  const text = Math.abs(mean).toFixed(2);
  const signed = Number(text) === 0 ? text : `${mean > 0 ? '+' : '−'}${text}`;
  return `Closing-line value: ${signed} points on average over ${measured.length} pick${measured.length === 1 ? '' : 's'}${unknown > 0 ? `; ${unknown} unknown (no line stored before the pick)` : ''}.`;
}

function kickoffText(at: Date): string {
  const { date, hour, minute } = easternWallTime(at);
  return `${date} ${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')} ET`;
}

function nextWeekLines(input: DigestInput): string[] {
  const { season, nextWeek, siteUrl } = input;
  if (nextWeek.games.length === 0) return ['No games are scheduled for next week.'];
  return [
    `${nextWeek.games.length} game${nextWeek.games.length === 1 ? '' : 's'}; our picks and their confidence are on the site:`,
    `${siteUrl}/weekly-picks?season=${season}&week=${nextWeek.week}`,
    '',
    ...nextWeek.games.map((g) => `- ${g.away} at ${g.home}, ${kickoffText(g.kickoff)}`),
  ];
}

export function buildWeeklyDigest(input: DigestInput): DigestContent {
  const { season, week, siteUrl } = input;
  const su = countOutcomes(input.weekPicks.map((p) => p.grades.straightUp));
  const ats = countOutcomes(input.weekPicks.map((p) => p.grades.againstSpread));
  const headline = ats.graded > 0 ? `${formatRecord(ats)} ATS` : `${formatRecord(su)} straight up`;
  const text = [
    `Go Gorilla weekly digest: week ${week} of the ${season} season, graded from the final scores.`,
    '',
    `LAST WEEK (week ${week})`,
    ...recordLines(input.weekPicks),
    clvLine(input.weekPicks),
    `Full recap: ${siteUrl}/blog/${input.recapSlug}`,
    '',
    `SEASON ${season} SO FAR`,
    ...recordLines(input.seasonPicks),
    clvLine(input.seasonPicks),
    '',
    `THIS WEEK (week ${input.nextWeek.week})`,
    ...nextWeekLines(input),
    '',
    'Every pick is frozen at kickoff and graded from the final score; the record is on ' +
      `${siteUrl}/past-picks?season=${season}. Past results do not promise future ones.`,
  ].join('\n');
  return {
    subject: `Go Gorilla week ${week}: ${headline}`,
    text,
    summary: `Week ${week}: ${formatRecord(su)} straight up${ats.graded > 0 ? `, ${formatRecord(ats)} against the spread` : ''}. Week ${input.nextWeek.week}'s picks are up.`,
  };
}

/** The mail to one address: the digest plus the footer with its own unsubscribe link. */
export function digestMailText(content: DigestContent, unsubscribeUrl: string): string {
  return (
    `${content.text}\n\n` +
    `You get this because you confirmed the Go Gorilla newsletter at this address. Unsubscribe: ${unsubscribeUrl}\n\n` +
    '— Go Gorilla. Entertainment only; if gambling is a problem, call 1-800-GAMBLER.'
  );
}
