// T-Index proxy (0–100, higher = hotter form). No testosterone is measured: for a team it is form,
// read from results already known before kickoff: recent point differential and the rating trend.
//
// Why these numbers: 50 is an average team in average form. +1.5 per point of average margin over the
// last (up to) four games of this season, shrunk by games played / 4 so that one blowout does not make
// a hot streak; +2.5 per point the rating rose over those games (a rating moves far less than a
// margin, so its point weighs more). A team winning by 10 a game whose rating rose 3 points scores
// 50 + 15 + 7.5 = 72.5.

import { clampScore } from './composite.ts';
import { formatOneDecimal, formatSigned, type InputScore } from './text.ts';

export interface FormFacts {
  /** Own point differential of the most recent known games this season, oldest first (≤ 4 used). */
  recentMargins: readonly number[];
  /** Change of the team's rating, in points, over those games (0 when none). */
  ratingChange: number;
}

export const FORM_GAMES = 4;

export function tIndexValue(facts: FormFacts): number {
  const margins = facts.recentMargins.slice(-FORM_GAMES);
  if (margins.length === 0) return 50;
  // Sum / FORM_GAMES is the average shrunk by games played / FORM_GAMES.
  const shrunk = margins.reduce((a, b) => a + b, 0) / FORM_GAMES;
  return clampScore(50 + 1.5 * shrunk + 2.5 * facts.ratingChange);
}

export function tIndexScore(facts: FormFacts): InputScore {
  const margins = facts.recentMargins.slice(-FORM_GAMES);
  if (margins.length === 0) return { value: 50, reason: 'No games yet this season: form neutral' };
  const avg = margins.reduce((a, b) => a + b, 0) / margins.length;
  const value = tIndexValue(facts);
  const wins = margins.filter((m) => m > 0).length;
  const ties = margins.filter((m) => m === 0).length;
  const games = margins.length < FORM_GAMES ? `${margins.length} this season` : `last ${FORM_GAMES}`;
  const record = `Won ${wins} of ${games}${ties > 0 ? ` (${ties} tied)` : ''}`;
  // Stryker disable next-line EqualityOperator: equivalent: a change of 0 is "rating flat" below
  const direction = facts.ratingChange > 0 ? 'up' : 'down';
  const trend =
    Math.abs(facts.ratingChange) < 0.05
      ? 'rating flat'
      : `rating ${direction} ${formatOneDecimal(Math.abs(facts.ratingChange))} points`;
  return { value, reason: `${record}, ${formatSigned(avg)} points a game; ${trend}` };
}
