// Past Picks by week, a few weeks a page (issue 21: all 209 cards on one 32,000 px page).

/** Weeks shown on one page: two NFL weeks are about 32 cards, a page a person can scan. */
export const WEEKS_PER_PAGE = 2;

export interface WeekGroup<T> {
  week: number;
  picks: T[];
}

export interface WeekPage<T> {
  groups: WeekGroup<T>[];
  /** The page shown, 1-based, clamped into range (a stale URL's page 9 of 7 shows page 7). */
  page: number;
  pageCount: number;
}

/** Groups picks by week, latest week first (the order within a week kept), and returns one page of weeks. */
export function weekPage<T extends { week: number }>(
  picks: readonly T[],
  page: number,
  perPage = WEEKS_PER_PAGE,
): WeekPage<T> {
  const byWeek = new Map<number, T[]>();
  for (const p of picks) byWeek.set(p.week, [...(byWeek.get(p.week) ?? []), p]);
  const groups = [...byWeek.entries()].sort(([a], [b]) => b - a).map(([week, ps]) => ({ week, picks: ps }));
  const pageCount = Math.max(1, Math.ceil(groups.length / perPage));
  const shown = Math.min(Math.max(1, Math.floor(page)), pageCount);
  return { groups: groups.slice((shown - 1) * perPage, shown * perPage), page: shown, pageCount };
}
