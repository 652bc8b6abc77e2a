// A blog post file: front matter between two '---' lines, then the Markdown body. The front matter is a
// small subset of YAML (one `key: value` per line, `[a, b]` lists, optional quotes), enough for a post's
// fields and nothing that needs a YAML library; zod checks every field, so a bad file fails loudly.
import { z } from 'zod';
import { BLOG_SLUG } from '../../shared/api/blog.ts';

export const PostFrontMatter = z.strictObject({
  title: z.string().min(1).max(140),
  excerpt: z.string().min(1).max(300),
  author: z.string().min(1).max(80),
  tags: z.array(z.string().min(1).max(40)).min(1).max(10),
  /** A site-relative path of an asset in the repo (src/web/public), never an external URL. */
  cover: z
    .string()
    .regex(
      /^\/images\/blog\/[a-z0-9-]+\.(svg|png|jpg|webp)$/,
      'an /images/blog/<name>.<svg|png|jpg|webp> asset of the repo',
    )
    .optional(),
  date: z.iso.date(),
  slug: z.string().max(120).regex(BLOG_SLUG, 'lower-case words joined by hyphens'),
});
export type PostFrontMatter = z.infer<typeof PostFrontMatter>;

export interface ParsedPost {
  meta: PostFrontMatter;
  body: string;
}

const unquote = (value: string): string => {
  const v = value.trim();
  const quoted = v.length >= 2 && (v[0] === '"' || v[0] === "'") && v.at(-1) === v[0];
  return quoted ? v.slice(1, -1) : v;
};

function parseValue(raw: string): string | string[] {
  const v = raw.trim();
  if (v.startsWith('[') && v.endsWith(']')) {
    const inner = v.slice(1, -1).trim();
    return inner === '' ? [] : inner.split(',').map(unquote);
  }
  return unquote(v);
}

/** Parses a post file; throws with the file's name and what is wrong when it is not a valid post. */
export function parsePostFile(name: string, source: string): ParsedPost {
  const lines = source.replace(/^\uFEFF/, '').split(/\r?\n/);
  if (lines[0]?.trim() !== '---') throw new Error(`${name}: must start with a '---' front matter line`);
  const end = lines.indexOf('---', 1);
  if (end < 0) throw new Error(`${name}: front matter is not closed by a '---' line`);
  const fields: Record<string, string | string[]> = {};
  for (const [i, line] of lines.slice(1, end).entries()) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    const match = /^([a-z_]+):(.*)$/.exec(line);
    if (!match?.[1]) throw new Error(`${name}: line ${i + 2} is not 'key: value'`);
    if (match[1] in fields) throw new Error(`${name}: '${match[1]}' is given twice`);
    fields[match[1]] = parseValue(match[2] ?? '');
  }
  const parsed = PostFrontMatter.safeParse(fields);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.') || 'front matter'}: ${i.message}`);
    throw new Error(`${name}: ${problems.join('; ')}`);
  }
  return { meta: parsed.data, body: lines.slice(end + 1).join('\n') };
}
