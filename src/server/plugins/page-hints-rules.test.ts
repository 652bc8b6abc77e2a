// Page hints without a server (decision 108: part of the fast test set StrykerJS runs over
// src/server/plugins): which scripts a page preloads, where the links go, the weekly picks' data
// preloads from the query string, and each page's document read from a hand-made build folder.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import {
  pageDataHints,
  pageDocuments,
  routeScripts,
  type ViteManifest,
  withDataPreloads,
  withModulePreloads,
} from './page-hints.ts';

// main.tsx (entry) imports shared.js; routes/top5.tsx imports shared.js (already loaded), chart.js,
// which imports util.js, which imports chart.js back (a cycle); an import missing from the manifest is ignored.
const MANIFEST: ViteManifest = {
  'src/main.tsx': { file: 'assets/main.js', isEntry: true, imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared.js' },
  'routes/top5.tsx': { file: 'assets/top5.js', imports: ['_shared.js', '_chart.js', '_gone.js'] },
  '_chart.js': { file: 'assets/chart.js', imports: ['_util.js'] },
  '_util.js': { file: 'assets/util.js', imports: ['_chart.js'] },
  'routes/home.tsx': { file: 'assets/home.js', isEntry: false },
};

const HTML =
  '<html><head>\n    <script type="module" src="/assets/main.js"></script>\n  </head><body></body></html>';

describe('page hints (decision 077)', () => {
  it('preloads a route’s own chunk and its static imports the entry does not load, in order', () => {
    expect(routeScripts(MANIFEST, 'routes/top5.tsx')).toEqual([
      '/assets/top5.js',
      '/assets/chart.js',
      '/assets/util.js',
    ]);
    expect(routeScripts(MANIFEST, 'routes/home.tsx')).toEqual(['/assets/home.js']);
    expect(routeScripts(MANIFEST, 'routes/none.tsx')).toEqual([]);
  });

  it('puts the links just before </head>, and leaves the page alone without links', () => {
    expect(withModulePreloads(HTML, ['/a.js', '/b.js'])).toBe(
      '<html><head>\n    <script type="module" src="/assets/main.js"></script>\n  ' +
        '  <link rel="modulepreload" crossorigin href="/a.js">\n    <link rel="modulepreload" crossorigin href="/b.js">\n  </head><body></body></html>',
    );
    expect(withDataPreloads(HTML, ['/api/x'])).toContain(
      '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/x">\n  </head>',
    );
    expect(withDataPreloads(HTML, [])).toBe(HTML);
    expect(withModulePreloads(HTML, [])).toBe(HTML);
  });

  it('preloads the weekly picks of the week and season in the address, as the page asks for them', async () => {
    // No database read when the address names the week.
    const hints = pageDataHints({
      db: {} as Database,
      clock: { now: () => new Date(0), replayAt: undefined },
      database: { version: 1, resets: 0 },
    });
    const weekly = hints['/weekly-picks'];
    expect(await weekly?.(new URLSearchParams('week=22&season=1999'))).toEqual([
      '/api/user/rg-status',
      '/api/current-week',
      '/api/weekly-picks/22?season=1999',
    ]);
    expect(await weekly?.(new URLSearchParams('week=1&season=2100'))).toEqual([
      '/api/user/rg-status',
      '/api/current-week',
      '/api/weekly-picks/1?season=2100',
    ]);
    // A season out of range (1998, 2101, not a whole number) counts as absent: no ?season.
    for (const season of ['1998', '2101', '2024.5', 'x']) {
      expect((await weekly?.(new URLSearchParams(`week=3&season=${season}`)))?.[2], season).toBe(
        '/api/weekly-picks/3',
      );
    }
  });

  it('serves each page its document with its preloads, and the plain file without a manifest', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'gg-hints-'));
    try {
      await writeFile(path.join(root, 'index.html'), HTML);
      const plain = await pageDocuments(root);
      expect(plain('/top5')).toBe(HTML);
      await mkdir(path.join(root, '.vite'));
      await writeFile(path.join(root, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
      const documents = await pageDocuments(root);
      expect(documents('/top5')).toBe(
        withModulePreloads(HTML, ['/assets/top5.js', '/assets/chart.js', '/assets/util.js']),
      );
      expect(documents('/')).toBe(withModulePreloads(HTML, ['/assets/home.js']));
      expect(documents(undefined)).toBe(HTML);
      // A manifest that cannot be read is an error at start, not a silent plain page.
      await writeFile(path.join(root, '.vite', 'manifest.json'), '{"x": 1}');
      await expect(pageDocuments(root)).rejects.toThrow();
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
