// Where prerendered pages come from. A source lists its pages for sitemap.xml and renders the page at a
// path; the built-in ones (weekly picks, games, /model) build their pages from the very answers the
// public API serves, read through the app itself (`ApiRead`), so a prerendered page never says something
// the API would not. A source that already has its pages whole (the blog) plugs in with `listedPages`.

import type { GameDetailResponse } from '../../shared/api/game-detail.ts';
import type { CurrentWeek } from '../../shared/api/games.ts';
import type { ModelReportResponse } from '../../shared/api/model-report.ts';
import type { PublicConfig } from '../../shared/api/public-config.ts';
import type { WeeklyPicksResponse } from '../../shared/api/weekly-picks.ts';
import type { PrerenderPage } from '../../shared/prerender.ts';
import { gamePage } from './game-page.ts';
import { absoluteUrl } from './html.ts';
import { modelPage } from './model-page.ts';
import type { SitemapEntry } from './sitemap.ts';
import { weeklyPicksPage } from './weekly-picks-page.ts';

export interface PrerenderSource {
  /** Every page of the source, for sitemap.xml. */
  sitemap(): Promise<SitemapEntry[]>;
  /** The page at a path ('/blog/x'; the query as the page reads it), or undefined if it has none there. */
  page(path: string, query: URLSearchParams): Promise<PrerenderPage | undefined>;
}

/**
 * The client address of the app's own reads of its API for prerendering: no socket has it, so it names
 * these requests alone; the global rate limit skips them, as the crawler's request that caused them was
 * counted already (plugins/rate-limit.ts, register-seo.ts).
 */
export const PRERENDER_CLIENT = 'prerender';

/** GET of a public API path through the app: the answer, undefined for a 400/404; throws on other failures. */
export type ApiRead = <T>(url: string) => Promise<T | undefined>;

/** A source whose pages are known whole (blogPrerenderPages): found by their path, all in the sitemap. */
export function listedPages(
  load: () => readonly PrerenderPage[] | Promise<readonly PrerenderPage[]>,
): PrerenderSource {
  return {
    async sitemap() {
      return (await load()).map((p) => ({ path: p.path, lastModified: p.lastModified }));
    },
    async page(path) {
      return (await load()).find((p) => p.path === path);
    },
  };
}

/** A game of the model's public record, for the sitemap (sitemap-games.ts). */
export interface ListedGame {
  gameId: string;
  season: number;
  week: number;
  kickoff: Date;
}

const weekPath = (season: number, week: number) => `/weekly-picks?season=${season}&week=${week}`;

/** The week in force's answer, as /weekly-picks shows it with no query. */
async function weekInForce(read: ApiRead): Promise<WeeklyPicksResponse | undefined> {
  const current = await read<CurrentWeek>('/api/current-week');
  return current && read<WeeklyPicksResponse>(`/api/weekly-picks/${current.week}?season=${current.season}`);
}

/**
 * /weekly-picks (the week in force) and each week with picks on the record
 * (/weekly-picks?season=2025&week=3); the game pages of those weeks and of the week in force.
 */
export function picksSources(deps: {
  read: ApiRead;
  siteUrl: string;
  pickedGames: () => Promise<ListedGame[]>;
}): PrerenderSource[] {
  const { read, siteUrl } = deps;
  const weeks: PrerenderSource = {
    async sitemap() {
      const listed = new Map<string, SitemapEntry>();
      for (const game of await deps.pickedGames()) {
        listed.set(weekPath(game.season, game.week), {
          path: weekPath(game.season, game.week),
          lastModified: game.kickoff.toISOString(),
        });
      }
      return [{ path: '/weekly-picks' }, ...listed.values()];
    },
    async page(path, query) {
      if (path !== '/weekly-picks') return undefined;
      const season = query.get('season');
      const week = query.get('week');
      if (week === null) {
        const answer = season === null ? await weekInForce(read) : undefined;
        // A season without a week: the page picks the week itself; nothing to prerender.
        return (
          answer && weeklyPicksPage(answer, '/weekly-picks', (await read<PublicConfig>('/api/config'))?.plan)
        );
      }
      const answer = await read<WeeklyPicksResponse>(
        `/api/weekly-picks/${week}${season === null ? '' : `?season=${season}`}`,
      );
      const plan = (await read<PublicConfig>('/api/config'))?.plan;
      return answer && weeklyPicksPage(answer, `/weekly-picks?${query.toString()}`, plan);
    },
  };
  const gamesSource: PrerenderSource = {
    async sitemap() {
      const [record, inForce] = await Promise.all([deps.pickedGames(), weekInForce(read)]);
      return [
        ...record.map((g) => ({ path: `/games/${g.gameId}`, lastModified: g.kickoff.toISOString() })),
        ...(inForce?.picks ?? []).map((p) => ({ path: `/games/${p.gameId}` })),
      ];
    },
    async page(path) {
      const id = /^\/games\/(\d{4}_\d{2}_[A-Z]{2,3}_[A-Z]{2,3})$/.exec(path)?.[1];
      if (!id) return undefined;
      const answer = await read<GameDetailResponse>(`/api/games/${id}`);
      return answer && gamePage(answer, path, absoluteUrl(siteUrl, path));
    },
  };
  const model: PrerenderSource = {
    sitemap: async () => [{ path: '/model' }],
    async page(path) {
      if (path !== '/model') return undefined;
      const answer = await read<ModelReportResponse>('/api/model/report');
      return answer && modelPage(answer);
    },
  };
  return [weeks, gamesSource, model];
}
