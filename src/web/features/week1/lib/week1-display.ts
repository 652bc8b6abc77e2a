// Spec 02 §9 display rules of the Week 1 cards.
import type { Week1Game } from '../../../../shared/api/week1.ts';

/** BioBoost above 65 green, below 35 red, else neutral; null (no pick) is shown as missing. */
export function week1Tone(score: number | null): 'positive' | 'negative' | 'neutral' {
  if (score === null) return 'neutral';
  if (score > 65) return 'positive';
  if (score < 35) return 'negative';
  return 'neutral';
}

/** Weather words: wind above 20 mph Windy, under 32 °F Cold, over 90 °F Hot. */
export function weatherFlags(w: Week1Game['bioBoost']['factors']['weather']): string[] {
  if (!w) return [];
  const flags: string[] = [];
  if (w.windMph !== null && w.windMph > 20) flags.push('Windy');
  if (w.tempF !== null && w.tempF < 32) flags.push('Cold');
  if (w.tempF !== null && w.tempF > 90) flags.push('Hot');
  return flags;
}

/** Travel over 1500 miles is Long. */
export const longTravel = (miles: number | null): boolean => miles !== null && miles > 1500;

/** A line move in words: which side the home handicap moved toward, by how much (|move| > 1 noted). */
export function lineMoveWords(move: number | null, home: string, away: string): string {
  if (move === null) return 'No line history yet';
  if (move === 0) return 'No move since the first line we stored';
  const toward = move < 0 ? home : away;
  const size = Math.abs(move);
  return `${size > 1 ? 'Big move' : 'Moved'} ${size} toward ${toward}`;
}

export interface Week1Intel {
  games: number;
  withLines: number;
  avgTotal: number | null;
  biggestFavourite: { team: string; line: number } | null;
  windy: number;
  longTrips: number;
}

/** The Week 1 Intel card: counts and averages over the week's games, each from the games shown. */
export function week1Intel(games: readonly Week1Game[]): Week1Intel {
  const totals = games.map((g) => g.overUnder).filter((t): t is number => t !== null);
  let biggestFavourite: Week1Intel['biggestFavourite'] = null;
  for (const g of games) {
    for (const t of [g.homeTeam, g.awayTeam]) {
      if (
        t.spreadValue !== null &&
        t.spreadValue < 0 &&
        (!biggestFavourite || t.spreadValue < biggestFavourite.line)
      ) {
        biggestFavourite = { team: t.abbreviation, line: t.spreadValue };
      }
    }
  }
  return {
    games: games.length,
    withLines: games.filter((g) => g.homeTeam.spreadValue !== null).length,
    avgTotal: totals.length
      ? Math.round((totals.reduce((a, b) => a + b, 0) / totals.length) * 10) / 10
      : null,
    biggestFavourite,
    windy: games.filter((g) => weatherFlags(g.bioBoost.factors.weather).includes('Windy')).length,
    longTrips: games.filter((g) => longTravel(g.bioBoost.factors.travelMiles)).length,
  };
}

type Weather = NonNullable<Week1Game['bioBoost']['factors']['weather']>;

/**
 * The weather line in words. A figure the source did not give is named as missing, never "—%": observed
 * weather (a played game) has no chance of rain, it rained or it did not.
 */
export function weatherWords(w: Weather): string {
  const parts = [
    w.tempF === null ? 'temperature not reported' : `${Math.round(w.tempF)}°F`,
    w.windMph === null ? 'wind not reported' : `wind ${Math.round(w.windMph)} mph`,
  ];
  if (w.precipChance !== null) parts.push(`rain chance ${Math.round(w.precipChance)}%`);
  else if (!w.observed) parts.push('rain chance not in the forecast');
  return `${parts.join(', ')}${w.observed ? ' (observed)' : ''}`;
}

/** One team's injury report in words: "MIN: 4 not healthy, impact 100/100". */
export function injuryWords(team: string, count: number, impact: number): string {
  return `${team}: ${count} not healthy, impact ${impact}/100`;
}

/**
 * Whether every game of the week has kicked off by the app's instant: then the lines are the week's last
 * ones, not live, and the page must not say LIVE (issue 21: a LIVE badge on September games in December).
 */
export function week1Played(games: readonly Week1Game[], asOf: string): boolean {
  const now = new Date(asOf).getTime();
  return games.length > 0 && games.every((g) => new Date(g.kickoff).getTime() <= now);
}
