// A post's Markdown becomes HTML on the server, twice guarded: markdown-it with raw HTML off (a `<script>`
// in a post comes out as escaped text), then sanitize-html with a short allow-list (no script, style,
// iframe, event-handler attribute or javascript: URL can pass, whatever markdown-it lets through).
import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';
import { countWords } from '../../domain/blog/read-time.ts';

const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false });

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'code',
    'pre',
    'blockquote',
    'a',
    'hr',
    'br',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { a: ['href', 'title'], th: ['style'], td: ['style'] },
  allowedStyles: { '*': { 'text-align': [/^(left|right|center)$/] } },
  allowedSchemes: ['https', 'http', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // A post's own heading is the page's h1; '#' in a body becomes h2 rather than a second h1.
  transformTags: { h1: 'h2' },
  disallowedTagsMode: 'discard',
};

export interface RenderedBody {
  html: string;
  wordCount: number;
}

/** The second guard: whatever HTML comes in, only the allow-listed tags and attributes come out. */
export const sanitizePostHtml = (html: string): string => sanitizeHtml(html, SANITIZE);

/** The body as safe HTML and its word count (of the text a reader sees). */
export function renderPostBody(body: string): RenderedBody {
  const html = sanitizePostHtml(markdown.render(body));
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} });
  return { html, wordCount: countWords(text.replace(/&[a-z]+;|&#\d+;/g, ' ')) };
}
