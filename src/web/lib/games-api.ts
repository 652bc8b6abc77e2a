import { queryOptions } from '@tanstack/react-query';
import { GamesResponse } from '../../shared/api/games.ts';
import { apiGet, type RequestOptions } from './api-fetch.ts';
import { gameKeys } from './query-keys.ts';

// GET /api/games: a week's games with the line we hold now for each. Read by the Weekly Picks cards'
// Lock, the wizard and the bet form (features do not import each other, so it lives here). Under
// gameKeys.all: a lock refused on a moved line reloads every copy.

export interface WeekParams {
  season: number;
  week: number;
}

export const getGames = (params: WeekParams | 'current', options?: RequestOptions): Promise<GamesResponse> =>
  apiGet(
    params === 'current' ? '/api/games' : `/api/games?season=${params.season}&week=${params.week}`,
    GamesResponse,
    options,
  );

/** One week's games, as asked. */
export const getWeekGamesQueryOptions = (params: WeekParams) =>
  queryOptions({
    queryKey: gameKeys.week(params),
    queryFn: ({ signal }) => getGames(params, { signal }),
  });

/** The current week's games (the server's clock picks the week). */
export const getCurrentGamesQueryOptions = () =>
  queryOptions({
    queryKey: gameKeys.week('current'),
    queryFn: ({ signal }) => getGames('current', { signal }),
  });
