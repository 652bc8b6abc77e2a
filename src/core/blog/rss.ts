// The blog's RSS 2.0 feed: every published post, newest first, with its excerpt. Every text is escaped
// for XML; links are absolute on the site's own URL.
import type { BlogPost } from './posts.ts';

const escapeXml = (text: string): string =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

export function blogRss(posts: readonly BlogPost[], siteUrl: string): string {
  const site = siteUrl.replace(/\/+$/, '');
  const items = posts.map((p) => {
    const link = `${site}/blog/${p.slug}`;
    return [
      '    <item>',
      `      <title>${escapeXml(p.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `      <pubDate>${new Date(p.published_at).toUTCString()}</pubDate>`,
      `      <author>noreply@gogorilla.invalid (${escapeXml(p.author)})</author>`,
      ...p.tags.map((t) => `      <category>${escapeXml(t)}</category>`),
      `      <description>${escapeXml(p.excerpt)}</description>`,
      '    </item>',
    ].join('\n');
  });
  const newest = posts[0]?.published_at;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0">',
    '  <channel>',
    '    <title>Go Gorilla: Jungle Intelligence Hub</title>',
    `    <link>${escapeXml(`${site}/blog`)}</link>`,
    '    <description>NFL betting analysis, strategy and weekly recaps of our graded picks.</description>',
    '    <language>en-us</language>',
    ...(newest ? [`    <lastBuildDate>${new Date(newest).toUTCString()}</lastBuildDate>`] : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
