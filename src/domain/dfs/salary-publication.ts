// When a week's DFS salaries were public. DraftKings and FanDuel post a week's NFL salaries after
// Monday night's game, before Wednesday; an export file does not say when it was made. We take noon
// Eastern on the Tuesday before the slate's first kickoff (docs/decisions/032-dfs-salary-imports.md):
// late enough to be true for every regular slate, and it lets a replay of a Wednesday see that week's
// prices, as a user would have.

import { addDays, easternToInstant, easternWallTime } from '../time/eastern-time.ts';

const TUESDAY = 2;

export function salariesPublishedAt(firstKickoff: Date): Date {
  const wall = easternWallTime(firstKickoff);
  // Days back to the Tuesday strictly before the kickoff's date (a Tuesday kickoff: the week before).
  const back = (wall.weekday - TUESDAY + 7) % 7 || 7;
  return easternToInstant(addDays(wall.date, -back), '12:00');
}

/** Known from the earlier of when we read the file and when the sites published it. */
export function salaryKnownAt(importedAt: Date, firstKickoff: Date | null): Date {
  if (firstKickoff === null) return importedAt;
  const published = salariesPublishedAt(firstKickoff);
  return published.getTime() < importedAt.getTime() ? published : importedAt;
}
