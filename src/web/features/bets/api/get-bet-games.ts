import { useQuery } from '@tanstack/react-query';
import { getWeekGamesQueryOptions } from '../../../lib/games-api.ts';

/** The games of the week the bet form shows; nothing until both the season and the week are known. */
export const useBetGames = (season: number | undefined, week: number | undefined) =>
  useQuery({
    ...getWeekGamesQueryOptions({ season: season ?? 0, week: week ?? 0 }),
    // No previous week's games while the next loads: a game of another week must not be pickable.
    enabled: season !== undefined && week !== undefined,
  });
