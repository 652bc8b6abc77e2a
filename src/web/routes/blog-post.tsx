import { ArrowLeft, ArrowRight, FileQuestion } from 'lucide-react';
import { Link, type LoaderFunctionArgs, useParams } from 'react-router';
import { usePageTitle } from '../app/page-title.tsx';
import { startQueries } from '../app/route-loader.ts';
import { Badge } from '../components/ui/badge.tsx';
import { Button } from '../components/ui/button.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { QueryState } from '../components/ui/query-state.tsx';
import { Skeleton } from '../components/ui/skeleton.tsx';
import { getBlogPostQueryOptions, useBlogPost } from '../features/blog/api/get-blog-post.ts';
import { PostBody } from '../features/blog/components/post-body.tsx';
import { readTimeLabel } from '../features/blog/lib/post-meta.ts';
import { ApiRequestError } from '../lib/api-fetch.ts';
import { formatDay } from '../lib/format.ts';

export const loader = ({ params }: LoaderFunctionArgs) =>
  params.slug ? startQueries(getBlogPostQueryOptions(params.slug)) : null;

/** A blog post: title, meta (author, date, read time), body, tags, and the posts before and after it. */
export function Component() {
  const { slug = '' } = useParams();
  const query = useBlogPost(slug);
  usePageTitle(query.data?.post.title ?? 'Jungle Intelligence Hub');
  const notFound =
    query.error instanceof ApiRequestError && (query.error.status === 404 || query.error.status === 400);
  if (notFound) {
    return (
      <EmptyState
        icon={FileQuestion}
        title="Article not found"
        headingLevel={1}
        action={
          <Button asChild variant="secondary">
            <Link to="/blog">Back to the blog</Link>
          </Button>
        }
      >
        <p>We have no article at “{slug}”.</p>
      </EmptyState>
    );
  }
  return (
    <QueryState query={query} what="this article" pending={<Skeleton className="h-[32rem]" />}>
      {({ post, previous, next }) => (
        <article className="space-y-6">
          <Link to="/blog" className="inline-flex items-center gap-1 text-sm text-banana-400 hover:underline">
            <ArrowLeft className="size-4" aria-hidden="true" /> All articles
          </Link>
          <header className="space-y-2">
            <h1 className="font-display text-2xl text-banana-400 sm:text-3xl">{post.title}</h1>
            <p className="text-moss-300">
              {post.author} · <time dateTime={post.published_at}>{formatDay(post.published_at)}</time> ·{' '}
              {readTimeLabel(post.readMinutes)}
              {post.generated && ' · written by the recap job from the graded week'}
            </p>
          </header>
          {post.cover_image && (
            <img
              src={post.cover_image}
              alt=""
              width={640}
              height={320}
              className="aspect-[2/1] w-full max-w-3xl rounded-xl bg-canopy-950 object-cover"
            />
          )}
          <PostBody html={post.html} />
          <ul className="flex flex-wrap gap-2" aria-label="Tags">
            {post.tags.map((t) => (
              <li key={t}>
                <Link to={`/blog?tag=${encodeURIComponent(t)}`} className="rounded-full">
                  <Badge>{t}</Badge>
                </Link>
              </li>
            ))}
          </ul>
          <nav
            aria-label="More articles"
            className="grid gap-3 border-t border-canopy-700 pt-4 sm:grid-cols-2"
          >
            {previous ? (
              <Link
                to={`/blog/${previous.slug}`}
                rel="prev"
                className="flex min-h-11 flex-col rounded-lg border border-control p-3 hover:bg-canopy-800"
              >
                <span className="flex items-center gap-1 text-xs text-moss-300">
                  <ArrowLeft className="size-3" aria-hidden="true" /> Previous
                </span>
                <span className="font-semibold text-moss-100">{previous.title}</span>
              </Link>
            ) : (
              <span />
            )}
            {next && (
              <Link
                to={`/blog/${next.slug}`}
                rel="next"
                className="flex min-h-11 flex-col rounded-lg border border-control p-3 text-right hover:bg-canopy-800"
              >
                <span className="flex items-center justify-end gap-1 text-xs text-moss-300">
                  Next <ArrowRight className="size-3" aria-hidden="true" />
                </span>
                <span className="font-semibold text-moss-100">{next.title}</span>
              </Link>
            )}
          </nav>
        </article>
      )}
    </QueryState>
  );
}
