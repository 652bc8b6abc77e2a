// The prerendered page of one game, from the answer GET /api/games/:id serves: the matchup, kickoff,
// venue, the model's pick with the line it was made against, and the final score once known; with a
// schema.org SportsEvent for search engines.
import type { GameDetailResponse } from '../../shared/api/game-detail.ts';
import type { Game } from '../../shared/api/games.ts';
import type { PublicPredictionView } from '../../shared/api/predictions.ts';
import type { PrerenderPage } from '../../shared/prerender.ts';
import { escapeHtml as e } from './html.ts';
import { DASH, formatLine } from './weekly-picks-page.ts';

/** schema.org SportsEvent: the two teams, the kickoff and, when the schedule names it, the stadium. */
export function sportsEventJsonLd(game: Game, url: string): Record<string, unknown> {
  const team = (side: Game['home']) => ({ '@type': 'SportsTeam', name: side.name });
  return {
    '@context': 'https://schema.org',
    '@type': 'SportsEvent',
    name: `${game.away.name} at ${game.home.name}`,
    sport: 'American football',
    startDate: game.kickoff,
    url,
    homeTeam: team(game.home),
    awayTeam: team(game.away),
    competitor: [team(game.home), team(game.away)],
    eventStatus: 'https://schema.org/EventScheduled',
    ...(game.stadium && {
      location: {
        '@type': 'Place',
        name: game.stadium.name,
        address: {
          '@type': 'PostalAddress',
          addressLocality: game.stadium.city,
          addressCountry: game.stadium.country,
        },
      },
    }),
  };
}

function pickParagraph(prediction: PublicPredictionView | null, game: Game): string {
  if (!prediction) return `<p>Pick: ${DASH} (the model has no pick for this game yet).</p>`;
  if (prediction.status === 'no_pick') {
    return `<p>Pick: ${DASH} (${e(prediction.reasons.map((r) => r.detail).join(' '))})</p>`;
  }
  if (prediction.status === 'withheld') {
    return `<p>Pick: ${DASH} (premium until kickoff: subscribers and free picks see it)</p>`;
  }
  const winner = prediction.winner === game.home.code ? game.home.name : game.away.name;
  const spread = prediction.spread
    ? `Spread: ${e(game.home.code)} ${formatLine(prediction.spread.homeLine)}, pick ${e(prediction.spread.pick)}`
    : `Spread: ${DASH} (no market line when the pick was made)`;
  const total = prediction.total
    ? `Total: ${prediction.total.line}, pick ${prediction.total.pick}`
    : `Total: ${DASH} (no market total when the pick was made)`;
  const state = prediction.status === 'locked' ? 'locked at kickoff' : 'provisional until kickoff';
  return [
    `<p>Pick (${state}): ${e(winner)} to win, ${(prediction.winProbability * 100).toFixed(1)}% (${prediction.confidence.tier} confidence). ${spread}. ${total}.</p>`,
    `<p>${e(prediction.commentary)}</p>`,
  ].join('');
}

export function gamePage(answer: GameDetailResponse, path: string, url: string): PrerenderPage {
  const { game } = answer;
  const matchup = `${game.away.name} at ${game.home.name}`;
  const heading = `${matchup}: ${game.season} Week ${game.week} pick`;
  const venue = game.stadium ? `${game.stadium.name}, ${game.stadium.city}` : null;
  const score =
    game.home.score !== null && game.away.score !== null
      ? `<p>Score: ${e(game.away.code)} ${game.away.score}, ${e(game.home.code)} ${game.home.score}.</p>`
      : '';
  const kickoff = `Kickoff ${game.kickoff.slice(0, 16).replace('T', ' ')} UTC${game.kickoffEstimated ? ' (estimated: the schedule gave no time)' : ''}`;
  return {
    path,
    title: heading,
    description: `${matchup}, ${game.season} NFL Week ${game.week}: the model's pick, the line it was made against, both teams' BioBoost, weather, injuries and odds.`,
    type: 'website',
    jsonLd: sportsEventJsonLd(game, url),
    mainHtml: [
      `<h1>${e(heading)}</h1>`,
      `<p>${kickoff}${venue ? ` · ${e(venue)}` : ''}</p>`,
      score,
      pickParagraph(answer.prediction, game),
    ].join(''),
    lastModified: answer.asOf,
  };
}
