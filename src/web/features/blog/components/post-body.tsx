/**
 * A post's body: HTML rendered from Markdown and sanitised on the server (src/core/blog/render.ts:
 * markdown-it without raw HTML, then an allow-list with no script, style, event handler or javascript:
 * URL). The prose styles are local so the app's CSS stays untouched.
 */
export function PostBody({ html }: { html: string }) {
  return (
    <div
      className="max-w-3xl space-y-4 text-moss-100 leading-relaxed [&_a]:text-banana-400 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-canopy-600 [&_blockquote]:pl-4 [&_code]:rounded [&_code]:bg-canopy-950 [&_code]:px-1 [&_h2]:mt-8 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-banana-400 [&_h3]:mt-6 [&_h3]:text-lg [&_h3]:font-semibold [&_li]:ml-5 [&_ol]:list-decimal [&_ol]:space-y-1 [&_table]:block [&_table]:max-w-full [&_table]:overflow-x-auto [&_table]:text-left [&_td]:border-b [&_td]:border-canopy-700 [&_td]:py-1 [&_td]:pr-4 [&_th]:border-b [&_th]:border-control [&_th]:py-1 [&_th]:pr-4 [&_ul]:list-disc [&_ul]:space-y-1 [&_strong]:text-moss-100"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server by an allow-list (render.ts), tested with script and onerror.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
