// The prerendered Weekly Picks page: the week's games with the pick, the line it was made against and its
// confidence, from the very answer GET /api/weekly-picks/:week serves. What is unknown says so ("—" and
// why), as on the page itself.
import type { PublicConfig } from '../../shared/api/public-config.ts';
import type { WeeklyPick, WeeklyPicksResponse } from '../../shared/api/weekly-picks.ts';
import { planPriceDecimal } from '../../shared/plan-price.ts';
import type { PrerenderPage } from '../../shared/prerender.ts';
import { escapeHtml as e } from './html.ts';

export const DASH = '\u2014';
const MINUS = '\u2212';

/** A handicap as the books print it: −3.5, +7, PK. */
export function formatLine(line: number): string {
  if (line === 0) return 'PK';
  const text = String(Math.abs(line));
  return line > 0 ? `+${text}` : `${MINUS}${text}`;
}

const record = (r: { wins: number; losses: number; pushes: number }) =>
  `${r.wins}-${r.losses}${r.pushes > 0 ? `-${r.pushes}` : ''}`;

/** One game's pick in words; a game with no published pick says why. */
function pickText(pick: WeeklyPick): string {
  // Premium until kickoff (decision 120): the public answer carries no side, and neither does the page.
  if (pick.withheld) return `Pick: ${DASH} (premium until kickoff: subscribers and free picks see it)`;
  if (pick.status === 'no_pick' || pick.predicted === null) {
    const why = e(pick.noPickReasons.length > 0 ? pick.noPickReasons.join(' ') : 'none was published');
    return `Pick: ${DASH} (${why})`;
  }
  const winner = pick.winner === 'home' ? pick.home.team : pick.away.team;
  const confidence =
    pick.winnerConfidence === null
      ? `${DASH} (no probability was published)`
      : `${pick.winnerConfidence}%${pick.confidence ? ` (${pick.confidence})` : ''}`;
  const spread =
    pick.spread === null
      ? `Spread: ${DASH} (no market line when the pick was made)`
      : `Spread: ${e(pick.home.code)} ${formatLine(pick.spread)}${pick.spreadPick ? `, pick ${e(pick.spreadPick)}` : ''}`;
  const total =
    pick.total === null
      ? `Total: ${DASH} (no market total when the pick was made)`
      : `Total: ${pick.total}${pick.totalPick ? `, pick ${pick.totalPick}` : ''}`;
  return `Pick: ${e(winner)}, confidence ${confidence}. ${spread}. ${total}.`;
}

function gameItem(pick: WeeklyPick): string {
  const matchup = `${e(pick.away.team)} at ${e(pick.home.team)}`;
  const status =
    pick.status === 'locked'
      ? 'locked at kickoff'
      : pick.status === 'provisional'
        ? 'provisional until kickoff'
        : 'no pick';
  const result = pick.result
    ? ` Final: ${e(pick.away.code)} ${pick.result.awayScore}, ${e(pick.home.code)} ${pick.result.homeScore}.`
    : '';
  return [
    '<li>',
    `<h2><a href="/games/${encodeURIComponent(pick.gameId)}">${matchup}</a></h2>`,
    `<p>${e(pick.date)} ${e(pick.time)} New York time · ${e(pick.slotLabel)}${pick.location ? ` · ${e(pick.location)}` : ''} · ${status}</p>`,
    `<p>${pickText(pick)}${result}</p>`,
    '</li>',
  ].join('');
}

/** The page for one week's answer, at `path` (the week in force at /weekly-picks, others with their query). */
export function weeklyPicksPage(
  answer: WeeklyPicksResponse,
  path: string,
  plan?: PublicConfig['plan'],
): PrerenderPage {
  const heading = `NFL ${answer.season} ${answer.weekLabel} Picks`;
  const picked = answer.picks.filter((p) => p.status !== 'no_pick').length;
  const su = answer.edge.seasonStraightUp;
  const ats = answer.edge.seasonAgainstSpread;
  const seasonLine =
    su.graded === 0
      ? `No pick of ${answer.season} has been graded yet.`
      : `The model's ${answer.season} record: ${record(su)} straight up, ${record(ats)} against the spread.`;
  const games =
    answer.picks.length === 0
      ? `<p>${e(answer.undecided ?? 'No games are scheduled for this week.')}</p>`
      : `<ol>${answer.picks.map(gameItem).join('')}</ol>`;
  return {
    path,
    title: heading,
    description: `${picked} of ${answer.picks.length} games picked for ${answer.weekLabel} of the ${answer.season} NFL season: winner, spread and total with the line each pick was made against. ${seasonLine}`,
    type: 'website',
    mainHtml: `<h1>${e(heading)}</h1><p>${e(seasonLine)}</p>${games}`,
    lastModified: answer.asOf,
    // The page that sells the premium picks carries the plan's Offer, priced from the config (decision 120).
    ...(plan && {
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'Offer',
        name: 'Go Gorilla Premium: every pick before kickoff',
        price: planPriceDecimal(plan),
        priceCurrency: plan.currency,
        availability: 'https://schema.org/InStock',
      },
    }),
  };
}
