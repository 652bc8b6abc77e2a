// The leaderboard of one timeframe, from the season's graded picks: ranked and not-yet-ranked
// contributors with the spec's figures, the rank change since last week and a badge.
import { groupBy } from '../group-by.ts';
import { type Badge, badgeFor } from './badges.ts';
import { type ContributorStats, contributorStats, type GradedPick } from './contributor-stats.ts';
import { rankContributors, type Timeframe } from './ranking.ts';

export interface LeaderboardEntry extends ContributorStats {
  key: string;
  name: string;
  rank: number | null;
  /** The rank in the same timeframe last week (season: the season up to last week; weekly: last week). */
  previousRank: number | null;
  score: number;
  badge: Badge | null;
  weeklyWins: number;
  seasonWins: number;
}

/** Each contributor's picks. */
const byContributorOf = (picks: readonly GradedPick[]) => groupBy(picks, (p) => p.contributor);

function ranks(picks: readonly GradedPick[], names: ReadonlyMap<string, string>, timeframe: Timeframe) {
  const rows = [...byContributorOf(picks)].map(([key, own]) => ({
    key,
    name: names.get(key) ?? key,
    ...contributorStats(own),
  }));
  return rankContributors(rows, timeframe);
}

const rankMap = (r: ReturnType<typeof ranks>) => new Map(r.ranked.map((e) => [e.key, e.rank]));

export function buildLeaderboard(q: {
  /** Every graded pick of the season known at the clock. */
  seasonPicks: readonly GradedPick[];
  week: number;
  timeframe: Timeframe;
  names: ReadonlyMap<string, string>;
  /** The model's contributor key: its row gets no tenure badge (`badgeFor`). */
  modelKey: string;
}): { ranked: LeaderboardEntry[]; unranked: LeaderboardEntry[] } {
  const { seasonPicks, week, timeframe, names, modelKey } = q;
  const inWeek = (w: number) => seasonPicks.filter((p) => p.week === w);
  const current = timeframe === 'weekly' ? inWeek(week) : seasonPicks;
  const previous = timeframe === 'weekly' ? inWeek(week - 1) : seasonPicks.filter((p) => p.week < week);
  const now = ranks(current, names, timeframe);
  const before = rankMap(ranks(previous, names, timeframe));
  // Badges are about the season whatever the tab (on the season tab these repeat `now` and `before`).
  const season = ranks(seasonPicks, names, 'season');
  const seasonRank = rankMap(season);
  const seasonBefore = rankMap(
    ranks(
      seasonPicks.filter((p) => p.week < week),
      names,
      'season',
    ),
  );
  const seasonStats = new Map([...season.ranked, ...season.unranked].map((e) => [e.key, e]));
  const byContributor = byContributorOf(seasonPicks);
  const wins = (key: string, filter: (p: GradedPick) => boolean) =>
    // Stryker disable next-line ArrayDeclaration: equivalent: every contributor shown has picks this season
    (byContributor.get(key) ?? []).filter((p) => p.outcome === 'win' && filter(p)).length;
  const entry = (e: (typeof now.unranked)[number] & { rank?: number }): LeaderboardEntry => {
    const s = seasonStats.get(e.key);
    return {
      ...e,
      rank: e.rank ?? null,
      previousRank: before.get(e.key) ?? null,
      badge: badgeFor(
        {
          rank: seasonRank.get(e.key) ?? null,
          previousRank: seasonBefore.get(e.key) ?? null,
          // Stryker disable next-line OptionalChaining: equivalent: every contributor shown has picks this season, so s is always found
          streak: s?.currentStreak ?? 0,
          // Stryker disable next-line OptionalChaining: equivalent: every contributor shown has picks this season, so s is always found
          streakType: s?.streakType ?? null,
          // Stryker disable next-line OptionalChaining: equivalent: every contributor shown has picks this season, so s is always found
          graded: s?.graded ?? 0,
        },
        e.rank !== undefined,
        e.key === modelKey ? 'model' : 'person',
      ),
      weeklyWins: wins(e.key, (p) => p.week === week),
      seasonWins: wins(e.key, () => true),
    };
  };
  return { ranked: now.ranked.map(entry), unranked: now.unranked.map(entry) };
}
