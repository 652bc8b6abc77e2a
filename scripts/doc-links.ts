// The README is a door (decision 096): every page it opens must exist. These pure helpers find the
// relative links of a Markdown page and say which of them lead nowhere (a missing file, or a `#anchor`
// no heading of the target page produces), so `doc-links.test.ts` can hold README.md and docs/ to it.
import path from 'node:path';

export interface DocLink {
  /** 1-based line of the page the link is on. */
  line: number;
  target: string;
}

const FENCE = /^\s*(```|~~~)/;
const LINK = /!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;

/** The lines of a page that are prose, code fences and inline code spans blanked (a link there is an example). */
function proseLines(text: string): string[] {
  let inFence = false;
  return text.split('\n').map((line) => {
    if (FENCE.test(line)) {
      inFence = !inFence;
      return '';
    }
    return inFence ? '' : line.replace(/`[^`]*`/g, '``');
  });
}

/** Every Markdown link of a page (inline links and images), with its line. */
export function markdownLinks(text: string): DocLink[] {
  return proseLines(text).flatMap((line, i) =>
    [...line.matchAll(LINK)].map((m) => ({ line: i + 1, target: m[1] ?? '' })),
  );
}

/** A link that leaves the repository: a scheme (`https:`, `mailto:`) or a protocol-relative `//host`. */
export const isExternal = (target: string) => /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//');

/** GitHub's anchor for a heading: lower case, punctuation and symbols dropped, each space a hyphen. */
export function headingSlug(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors a page's headings produce; a repeated heading gets `-1`, `-2`, … as on GitHub. */
export function headingAnchors(text: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of proseLines(text)) {
    const m = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!m) continue;
    const slug = headingSlug(m[1] ?? '');
    const n = seen.get(slug) ?? 0;
    seen.set(slug, n + 1);
    anchors.add(n === 0 ? slug : `${slug}-${n}`);
  }
  return anchors;
}

/** How a checker reads the repository: whether a path exists, and a Markdown page's text. */
export interface Files {
  exists(file: string): boolean;
  read(file: string): string;
}

/**
 * The links of `file` (its text given) that lead nowhere, each as `line N: target (why)`. A relative
 * target resolves against the page's folder; an anchor is checked only on a Markdown target (on the page
 * itself when the target is `#anchor` alone).
 */
export function brokenLinks(file: string, text: string, files: Files): string[] {
  const out: string[] = [];
  for (const { line, target } of markdownLinks(text)) {
    if (isExternal(target)) continue;
    const [rawPath = '', anchor] = target.split('#', 2);
    const resolved = rawPath === '' ? file : path.resolve(path.dirname(file), decodeURIComponent(rawPath));
    if (!files.exists(resolved)) {
      out.push(`line ${line}: ${target} (no such file)`);
      continue;
    }
    if (anchor === undefined || !resolved.endsWith('.md')) continue;
    const page = resolved === file ? text : files.read(resolved);
    if (!headingAnchors(page).has(anchor.toLowerCase()))
      out.push(`line ${line}: ${target} (no heading makes #${anchor})`);
  }
  return out;
}

/** A row of the README's headline table: the figures it quotes and the page it links to. */
export interface HeadlineRow {
  what: string;
  figures: string[];
  target: string;
}

/**
 * The rows of the table under `## Headline figures`: the numbers of its second column (`66.3%`,
 * `0.211577`, `4,350`) and the link of its last.
 */
export function headlineRows(readme: string): HeadlineRow[] {
  const lines = readme.split('\n');
  const start = lines.findIndex((l) => l.trim() === '## Headline figures');
  if (start < 0) return [];
  const rows: HeadlineRow[] = [];
  let inTable = false;
  for (const line of lines.slice(start + 1)) {
    if (line.startsWith('## ')) break;
    if (!line.trim().startsWith('|')) {
      if (inTable) break;
      continue;
    }
    inTable = true;
    const cells = line
      .trim()
      .replace(/^\|/, '')
      .replace(/\|$/, '')
      .split('|')
      .map((c) => c.trim());
    const [what = '', figure = ''] = cells;
    const link = markdownLinks(cells.at(-1) ?? '')[0];
    if (!link) continue; // the header and |---| rows
    rows.push({ what, figures: figure.match(/\d+(?:[.,]\d+)*%?/g) ?? [], target: link.target });
  }
  return rows;
}
