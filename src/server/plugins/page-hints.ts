// The HTML each page is served with: the built index.html plus a <link rel="modulepreload"> for every
// script the page's route module needs beyond what the entry already loads, read from Vite's manifest.
// Without them the browser learns of the route's code only once the entry script has downloaded and
// run (a quarter to half a second on a cold load), then of each chunk's own imports after that chunk:
// with them it fetches the route's code beside the entry's. A page whose first screen waits on API reads
// also gets a <link rel="preload" as="fetch"> for each, so the data is on its way before any script
// runs (docs/decisions/077-page-hints.md).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { Clock } from '../../core/clock.ts';
import { dataGeneration } from '../../core/data-changes.ts';
import type { Database } from '../../db/client.ts';
import { seasonWindows } from '../../db/repositories/games.ts';
import { currentWeek, type SeasonWindow } from '../../domain/current-week.ts';
import { APP_PAGE_MODULES, type AppPath } from '../../shared/routes.ts';
import type { DatabaseState } from '../database-state.ts';

const ManifestChunk = z.object({
  file: z.string(),
  isEntry: z.boolean().optional(),
  imports: z.array(z.string()).optional(),
});
/** What we read of Vite's build manifest (.vite/manifest.json): each module's chunk and static imports. */
export const ViteManifest = z.record(z.string(), ManifestChunk);
export type ViteManifest = z.infer<typeof ViteManifest>;

/** The manifest keys of a chunk and of everything it imports statically, the chunk first. */
function staticClosure(manifest: ViteManifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

/**
 * The scripts (site paths, '/assets/…') a route module needs that the entry does not already load:
 * its own chunk, then the chunks it imports statically, in the manifest's order.
 */
export function routeScripts(manifest: ViteManifest, routeModule: string): string[] {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const loaded = new Set<string>();
  for (const entry of entries) staticClosure(manifest, entry, loaded);
  return [...staticClosure(manifest, routeModule)]
    .filter((key) => !loaded.has(key))
    .map((key) => `/${manifest[key]?.file}`);
}

/** HTML with the given links just before </head> (after the entry's own tags). */
function beforeHeadEnd(html: string, links: readonly string[]): string {
  if (links.length === 0) return html;
  return html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
}

/** index.html with a modulepreload link per script. */
export function withModulePreloads(html: string, scripts: readonly string[]): string {
  return beforeHeadEnd(
    html,
    scripts.map((src) => `<link rel="modulepreload" crossorigin href="${src}">`),
  );
}

/**
 * A page's HTML with a preload per API path. `use-credentials` because the app's fetches send cookies
 * (lib/api-fetch.ts): a preload in another credentials mode is not used, and the read happens twice.
 */
export function withDataPreloads(html: string, apiPaths: readonly string[]): string {
  return beforeHeadEnd(
    html,
    apiPaths.map((href) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${href}">`),
  );
}

/** The API paths a page's route loader reads first, from the page's query string (a Promise: may ask the database). */
export type DataHints = (search: URLSearchParams) => Promise<string[]>;

/** A query parameter as the page reads it (lib/search-state.ts): an invalid value counts as absent. */
const param = (search: URLSearchParams, name: string, min: number, max: number) => {
  const parsed = z.coerce
    .number()
    .int()
    .min(min)
    .max(max)
    .safeParse(search.get(name) ?? undefined);
  return parsed.success ? parsed.data : undefined;
};

/**
 * The seasons' first and last kickoffs, read once per data version: the same stamp as the response
 * cache's (this process's data generation, the database's announced version and resets), all known in
 * memory, so a page's HTML asks the database only after the data changed. A failed read is forgotten.
 */
function seasonWindowsPerVersion(deps: {
  db: Database;
  database: Pick<DatabaseState, 'version' | 'resets'>;
}): () => Promise<SeasonWindow[]> {
  let memo: { stamp: string; windows: Promise<SeasonWindow[]> } | undefined;
  return () => {
    const stamp = `${dataGeneration()}|${deps.database.version}|${deps.database.resets}`;
    if (memo?.stamp !== stamp) {
      const windows = seasonWindows(deps.db.orm);
      const current = { stamp, windows };
      memo = current;
      windows.catch(() => {
        if (memo === current) memo = undefined;
      });
    }
    return memo.windows;
  };
}

/**
 * The reads each page's first screen waits on, exactly as its loader asks for them (same paths, same
 * query strings): a preload the page does not ask for is wasted. Today: /weekly-picks (issue 9, its
 * picks within 1 s of navigation) — the break status (RgGate shows nothing until it is known), the
 * current week, and that week's picks, which the page would otherwise ask for only after the week.
 */
export function pageDataHints(deps: {
  db: Database;
  clock: Clock;
  database: Pick<DatabaseState, 'version' | 'resets'>;
}): Partial<Record<AppPath, DataHints>> {
  const windows = seasonWindowsPerVersion(deps);
  return {
    '/weekly-picks': async (search) => {
      const season = param(search, 'season', 1999, 2100);
      const week = param(search, 'week', 1, 22) ?? currentWeek(await windows(), deps.clock.now()).week;
      return [
        '/api/user/rg-status',
        '/api/current-week',
        `/api/weekly-picks/${week}${season ? `?season=${season}` : ''}`,
      ];
    },
  };
}

/**
 * Reads the built index.html and manifest once and returns each page's HTML (the plain index.html for a
 * path no page matches). Without a manifest (a hand-made web folder) every page gets the plain file.
 */
export async function pageDocuments(webRoot: string): Promise<(page: AppPath | undefined) => string> {
  const html = await readFile(path.join(webRoot, 'index.html'), 'utf8');
  const manifest = await readFile(path.join(webRoot, '.vite', 'manifest.json'), 'utf8').then(
    (text) => ViteManifest.parse(JSON.parse(text)),
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return undefined;
      throw error;
    },
  );
  const byModule = new Map<string, string>();
  for (const routeModule of new Set(Object.values(APP_PAGE_MODULES))) {
    byModule.set(
      routeModule,
      manifest ? withModulePreloads(html, routeScripts(manifest, routeModule)) : html,
    );
  }
  return (page) => (page ? (byModule.get(APP_PAGE_MODULES[page]) ?? html) : html);
}
