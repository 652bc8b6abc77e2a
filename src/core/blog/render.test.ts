import { describe, expect, it } from 'vitest';
import { renderPostBody, sanitizePostHtml } from './render.ts';

/** The names of the elements in a fragment (escaped text such as `&lt;script&gt;` is not an element). */
const elements = (html: string): string[] =>
  [...html.matchAll(/<([a-z][a-z0-9]*)\b/gi)].map((m) => m[1] ?? '');
/** Event-handler attributes inside any tag. */
const handlers = (html: string): string[] =>
  [...html.matchAll(/<[a-z][^>]*?\s(on[a-z]+)\s*=/gi)].map((m) => m[1] ?? '');

const HOSTILE = [
  '# Title',
  '',
  'Before <script>alert("x")</script> after.',
  '',
  '<img src=x onerror="alert(1)">',
  '',
  '[click](javascript:alert(1)) and [ok](https://www.ncpgambling.org/)',
  '',
  '<a href="https://x.example" onclick="steal()">raw link</a>',
].join('\n');

describe('renderPostBody', () => {
  it('renders Markdown: headings (h1 as h2), emphasis, lists, links', () => {
    const { html, wordCount } = renderPostBody('# Key numbers\n\n**3** and *7*:\n\n- one\n- [two](/blog/x)');
    expect(html).toBe(
      '<h2>Key numbers</h2>\n<p><strong>3</strong> and <em>7</em>:</p>\n<ul>\n<li>one</li>\n<li><a href="/blog/x">two</a></li>\n</ul>\n',
    );
    // Key, numbers, 3, and, 7, one, two = 7
    expect(wordCount).toBe(7);
  });

  it('a post holding <script> or onerror= renders with no script element and no event handler', () => {
    const { html } = renderPostBody(HOSTILE);
    expect(elements(html).filter((e) => e.toLowerCase() === 'script')).toEqual([]);
    expect(elements(html).filter((e) => e.toLowerCase() === 'img')).toEqual([]);
    expect(handlers(html)).toEqual([]);
    expect(html).not.toMatch(/href="javascript:/i);
    // The safe link survives.
    expect(html).toContain('<a href="https://www.ncpgambling.org/">ok</a>');
  });

  it('the sanitiser alone strips scripts, handlers and javascript: URLs from raw HTML', () => {
    const raw =
      '<p onclick="x()">Hi<script>alert(1)</script></p><img src=x onerror="alert(1)"><a href="javascript:alert(1)">j</a><iframe src="https://x.example"></iframe>';
    const clean = sanitizePostHtml(raw);
    expect(clean).toBe('<p>Hi</p><a>j</a>');
    expect(handlers(clean)).toEqual([]);
    // The helpers do see what they look for.
    expect(handlers(raw)).toEqual(['onclick', 'onerror']);
    expect(elements(raw)).toContain('script');
  });
});
