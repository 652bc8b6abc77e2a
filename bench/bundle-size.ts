// First-load JavaScript of the home page: the gzipped bytes of every script a browser fetches to show
// `/` (the entry chunk, the `/` route chunk, and every chunk either imports statically), read from the
// Vite manifest of a production build. Chunks loaded on demand (other pages, the toaster, the replay
// badge) are not counted: a first load of / does not fetch them. Budget: 170 kB (issue 9).
//   npx tsx bench/bundle-size.ts             builds the web app into a temporary folder, then measures
//   npx tsx bench/bundle-size.ts --dist DIR  measures an existing build (e.g. dist/web after npm run build)
//   [--route routes/being-built.tsx]         when / was another route module (an older build)
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

/** One entry of Vite's `.vite/manifest.json`. */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The route module of `/` (src/web/app/pages.ts), as the manifest names it (relative to src/web). */
export const HOME_ROUTE_MODULE = 'routes/home.tsx';
export const FIRST_LOAD_BUDGET_BYTES = 170_000;

export interface ChunkSize {
  file: string;
  bytes: number;
  gzipBytes: number;
}

export interface BundleSize {
  chunks: ChunkSize[];
  totalGzipBytes: number;
  budgetBytes: number;
  withinBudget: boolean;
}

/** The JS files a first load of `/` fetches: entry and route module, closed over static imports. */
export function firstLoadFiles(manifest: Manifest, routeModule = HOME_ROUTE_MODULE): string[] {
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  if (entries.length !== 1) throw new Error(`Expected one entry in the manifest, found ${entries.length}`);
  if (!manifest[routeModule]) throw new Error(`The manifest has no chunk for ${routeModule}`);
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest names an import it does not list: ${key}`);
    seen.add(key);
    for (const next of chunk.imports ?? []) visit(next);
  };
  visit(entries[0]?.[0] ?? '');
  visit(routeModule);
  return [...seen].map((key) => manifest[key]?.file ?? '').filter((file) => file.endsWith('.js'));
}

/** Measures a built web app folder (one holding `.vite/manifest.json`). */
export async function measureFirstLoad(
  distDir: string,
  routeModule = HOME_ROUTE_MODULE,
): Promise<BundleSize> {
  const manifest = JSON.parse(await readFile(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const chunks = await Promise.all(
    firstLoadFiles(manifest, routeModule).map(async (file) => {
      const code = await readFile(path.join(distDir, file));
      // zlib's default level: what our server's @fastify/compress sends (and close to Vite's report).
      return { file, bytes: code.length, gzipBytes: gzipSync(code).length };
    }),
  );
  chunks.sort((a, b) => b.gzipBytes - a.gzipBytes);
  const totalGzipBytes = chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0);
  return {
    chunks,
    totalGzipBytes,
    budgetBytes: FIRST_LOAD_BUDGET_BYTES,
    withinBudget: totalGzipBytes <= FIRST_LOAD_BUDGET_BYTES,
  };
}

/** Builds the web app with the project's Vite config into a temporary folder and measures it. */
export async function bundleSize(): Promise<BundleSize> {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const outDir = await mkdtemp(path.join(tmpdir(), 'gg-bundle-'));
  try {
    const { build } = await import('vite');
    await build({
      configFile: path.join(root, 'vite.config.ts'),
      build: { outDir, emptyOutDir: true, sourcemap: false },
      logLevel: 'warn',
    });
    return await measureFirstLoad(outDir);
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(2)} kB`;

export function formatBundleSize(result: BundleSize): string {
  const lines = result.chunks.map(
    (chunk) => `  ${kB(chunk.gzipBytes).padStart(10)} gz  ${kB(chunk.bytes).padStart(10)} raw  ${chunk.file}`,
  );
  const verdict = result.withinBudget ? 'within' : 'OVER';
  return [
    'First load of / (gzipped JavaScript: entry + / route + their static imports)',
    ...lines,
    `  ${kB(result.totalGzipBytes).padStart(10)} gz total, ${verdict} the ${kB(result.budgetBytes)} budget`,
  ].join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { dist: { type: 'string' }, route: { type: 'string' } } });
  const result = values.dist
    ? await measureFirstLoad(path.resolve(values.dist), values.route)
    : await bundleSize();
  console.log(formatBundleSize(result));
  if (!result.withinBudget) process.exitCode = 1;
}
