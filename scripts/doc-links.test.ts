// The door cannot rot (decision 096): every relative link in README.md and docs/ leads to a file that
// exists, and to a heading that exists when it names one; every figure of the README's headline table
// is on the page its row links to. The helpers are tested first on hand-made pages.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertProperty } from '../tests/support/property.ts';
import { brokenLinks, headingAnchors, headingSlug, headlineRows, markdownLinks } from './doc-links.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A repository of three pages in memory. */
const fake = (pages: Record<string, string>) => ({
  exists: (file: string) => file in pages,
  read: (file: string) => pages[file] ?? '',
});

describe('doc links: the helpers', () => {
  it('finds inline links and images with their lines, not those in code', () => {
    const page = [
      '# Title',
      'See [the record](docs/record.md#the-game-record) and ![logo](img/logo.png "Logo").',
      '`[not a link](nowhere.md)` in code,',
      '```sh',
      '[nor this](nowhere.md)',
      '```',
      'and <https://example.com> and [a site](https://example.com/x).',
    ].join('\n');
    expect(markdownLinks(page)).toEqual([
      { line: 2, target: 'docs/record.md#the-game-record' },
      { line: 2, target: 'img/logo.png' },
      { line: 7, target: 'https://example.com/x' },
    ]);
  });

  it("makes GitHub's anchors: symbols dropped, spaces to hyphens, repeats numbered", () => {
    // "🦍 Go Gorilla — Bet Smarter. Go Primal." drops 🦍, — and the dots, keeping the three spaces
    // around them: " go gorilla  bet smarter go primal" → "-go-gorilla--bet-smarter-go-primal".
    expect(headingSlug('🦍 Go Gorilla — Bet Smarter. Go Primal.')).toBe('-go-gorilla--bet-smarter-go-primal');
    expect(headingSlug('/weekly-picks in the browser: the paint bench')).toBe(
      'weekly-picks-in-the-browser-the-paint-bench',
    );
    expect(headingSlug('Using `DATA_DIR` and [PostgreSQL](x.md)')).toBe('using-data_dir-and-postgresql');
    expect([...headingAnchors('## Notes\ntext\n## Notes\n```\n# not a heading\n```\n### Notes')]).toEqual([
      'notes',
      'notes-1',
      'notes-2',
    ]);
  });

  it('a slug is its own slug, lower case, without spaces', () => {
    assertProperty(
      fc.property(fc.string({ unit: 'grapheme' }), (heading) => {
        const slug = headingSlug(heading);
        expect(headingSlug(slug)).toBe(slug);
        expect(slug).not.toMatch(/\s|[A-Z]/);
      }),
    );
  });

  it('reports a missing file and a missing heading, and passes what exists', () => {
    const pages = {
      '/r/README.md': '# Door\n## Run it', // the README as a page other pages link to
      '/r/docs/record.md': '# Record\n## The game record',
      '/r/docs/decisions': '',
    };
    const readme = [
      '[record](docs/record.md#the-game-record) [gone](docs/gone.md)', // line 1: one good, one missing file
      '[bad anchor](docs/record.md#players) [self](#run-it) [self bad](#test-it)', // line 2
      '[folder](docs/decisions) [site](https://example.com/nope.md)', // line 3: both fine
      '## Run it', // the heading #run-it names on this same page
    ].join('\n');
    expect(brokenLinks('/r/README.md', readme, fake(pages))).toEqual([
      'line 1: docs/gone.md (no such file)',
      'line 2: docs/record.md#players (no heading makes #players)',
      'line 2: #test-it (no heading makes #test-it)',
    ]);
    // From a page inside docs/, the same record page is `record.md` and the README is `../README.md`.
    expect(
      brokenLinks('/r/docs/x.md', '[r](record.md) [up](../README.md#run-it) [no](README.md)', fake(pages)),
    ).toEqual(['line 1: README.md (no such file)']);
  });

  it("reads the headline table's figures and links, and nothing outside its section", () => {
    const readme = [
      '## Headline figures',
      'Prose with 12 in it.',
      '| what | figure | where |',
      '| --- | --- | --- |',
      '| Picks, 2010–2025 | winners 66.3%, Brier 0.211577 (4,350 games) | [record](docs/record.md#a) |',
      '| Speed | median 662 ms | [benchmarks](docs/benchmarks.md) |',
      '',
      '## Configuration',
      '| `PORT` | 3000 | [x](y.md) |',
    ].join('\n');
    expect(headlineRows(readme)).toEqual([
      { what: 'Picks, 2010–2025', figures: ['66.3%', '0.211577', '4,350'], target: 'docs/record.md#a' },
      { what: 'Speed', figures: ['662'], target: 'docs/benchmarks.md' },
    ]);
  });
});

/** README.md and every Markdown page under docs/, as absolute paths. */
function pages(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? walk(path.join(dir, e.name)) : e.name.endsWith('.md') ? [path.join(dir, e.name)] : [],
    );
  return [path.join(root, 'README.md'), ...walk(path.join(root, 'docs'))];
}

describe('doc links: this repository', () => {
  const files = { exists: existsSync, read: (file: string) => readFileSync(file, 'utf8') };

  it('README.md and docs/ hold pages to check (the walk found them)', () => {
    const found = pages().map((p) => path.relative(root, p));
    expect(found).toEqual(
      expect.arrayContaining(['README.md', 'docs/record.md', 'docs/decisions/README.md']),
    );
  });

  it('every relative link in README.md and docs/**/*.md leads to a file and heading that exist', () => {
    const broken = pages().flatMap((file) =>
      brokenLinks(file, readFileSync(file, 'utf8'), files).map((b) => `${path.relative(root, file)} ${b}`),
    );
    expect(broken).toEqual([]);
  });

  it('the README is a door: at most 200 lines', () => {
    expect(
      readFileSync(path.join(root, 'README.md'), 'utf8').trimEnd().split('\n').length,
    ).toBeLessThanOrEqual(200);
  });

  it("every figure of the README's headline table is on the page its row links to", () => {
    const rows = headlineRows(readFileSync(path.join(root, 'README.md'), 'utf8'));
    expect(rows.length).toBeGreaterThanOrEqual(5);
    for (const row of rows) {
      const page = readFileSync(path.join(root, row.target.split('#')[0] ?? ''), 'utf8');
      expect(row.figures.length, `${row.what}: no figure`).toBeGreaterThan(0);
      for (const figure of row.figures)
        expect(page.includes(figure), `${row.what}: ${figure} on ${row.target}`).toBe(true);
    }
  });
});
