// The five badges of spec 01 §2, each a written rule over the season's figures
// (docs/decisions/055-leaderboard-ranking.md). A contributor shows one: the first that applies, in
// this order.

export type Badge = 'silverback' | 'banana_streak' | 'fast_climber' | 'veteran' | 'rookie';

export const BADGE_RULES = {
  /** Silverback: ranked #1 of the season (so at least the season minimum of decided picks). */
  silverback: 'Season #1',
  /** Banana Streak: a current run of at least this many wins. */
  bananaStreakWins: 5,
  /** Fast Climber: moved up at least this many season places since last week. */
  fastClimberPlaces: 3,
  /** Veteran: at least this many graded picks this season. */
  veteranGraded: 50,
} as const;

export const BADGE_TEXT: Record<Badge, string> = {
  silverback: 'Season #1 with at least the season minimum of decided picks',
  banana_streak: `A current run of ${BADGE_RULES.bananaStreakWins} or more wins`,
  fast_climber: `Up ${BADGE_RULES.fastClimberPlaces} or more season places since last week`,
  veteran: `${BADGE_RULES.veteranGraded} or more graded picks this season`,
  rookie: 'Not yet ranked for the season: fewer decided picks than the minimum',
};

/** Who holds a leaderboard row: the model, or a person (a former contributor was one). */
export type Holder = 'model' | 'person';

/**
 * `rankedHere`: whether the row is ranked in the table it is shown in. A rank badge (Silverback, Fast
 * Climber) on a row of a "Not yet ranked" table reads as a contradiction (issue 21: the season's #1
 * model, short of this week's minimum, wore "Silverback" there), so such a row gets the next badge
 * that applies instead.
 *
 * `holder`: Veteran and Rookie are tenure, a person's; the model picks every game in three markets, so
 * it passed 50 graded picks by its sixth week and wore "Veteran" (issue 21, decision 143). It keeps the
 * badges earned by results (Silverback, Banana Streak, Fast Climber) and gets no tenure badge.
 */
export function badgeFor(
  season: {
    rank: number | null;
    previousRank: number | null;
    streak: number;
    streakType: 'win' | 'loss' | null;
    graded: number;
  },
  rankedHere = true,
  holder: Holder = 'person',
): Badge | null {
  if (rankedHere && season.rank === 1) return 'silverback';
  if (season.streakType === 'win' && season.streak >= BADGE_RULES.bananaStreakWins) return 'banana_streak';
  if (
    rankedHere &&
    season.rank !== null &&
    season.previousRank !== null &&
    season.previousRank - season.rank >= BADGE_RULES.fastClimberPlaces
  )
    return 'fast_climber';
  if (holder === 'model') return null;
  if (season.graded >= BADGE_RULES.veteranGraded) return 'veteran';
  if (season.rank === null) return 'rookie';
  return null;
}
