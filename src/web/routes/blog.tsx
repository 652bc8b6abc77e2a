import { Newspaper, Search } from 'lucide-react';
import { useDeferredValue, useId } from 'react';
import { Link, type LoaderFunctionArgs } from 'react-router';
import { z } from 'zod';
import { usePageTitle } from '../app/page-title.tsx';
import { startQueries } from '../app/route-loader.ts';
import { Button } from '../components/ui/button.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { PageHeader } from '../components/ui/page-header.tsx';
import { QueryState } from '../components/ui/query-state.tsx';
import { Skeleton } from '../components/ui/skeleton.tsx';
import { getBlogPostsQueryOptions, useBlogPosts } from '../features/blog/api/get-blog-posts.ts';
import { getBlogTagsQueryOptions, useBlogTags } from '../features/blog/api/get-blog-tags.ts';
import { PostCard } from '../features/blog/components/post-card.tsx';
import { TagFilters } from '../features/blog/components/tag-filters.tsx';
import { readSearch, useSearchState } from '../lib/search-state.ts';

const SEARCH = {
  q: z.string().max(100).default(''),
  tag: z.string().min(1).max(40).optional(),
};

export const loader = ({ request }: LoaderFunctionArgs) => {
  const { q, tag } = readSearch(SEARCH, request);
  return startQueries(getBlogPostsQueryOptions({ q, tag }), getBlogTagsQueryOptions());
};

/** Spec 02 §2: the Blog list ('Jungle Intelligence Hub'); the search and the tag live in the URL. */
export function Component() {
  usePageTitle('Jungle Intelligence Hub');
  const [search, setSearch] = useSearchState(SEARCH);
  // The list follows the typing a beat behind, so a fast typist does not fetch every letter.
  const q = useDeferredValue(search.q);
  const posts = useBlogPosts({ q, tag: search.tag });
  const tags = useBlogTags();
  const searchId = useId();
  return (
    <div className="space-y-6">
      <PageHeader title="Jungle Intelligence Hub">
        <p>
          How to read a line, why the close matters, what our numbers say, and a recap of every graded week
          written from the record.{' '}
          <a href="/blog/rss.xml" className="text-banana-400 underline">
            RSS feed
          </a>
        </p>
      </PageHeader>
      <div className="flex flex-col gap-1">
        <label htmlFor={searchId} className="text-sm font-medium text-moss-200">
          Search articles
        </label>
        <span className="relative">
          <Search className="absolute top-3 left-3 size-5 text-moss-300" aria-hidden="true" />
          <input
            id={searchId}
            type="search"
            value={search.q}
            onChange={(e) => setSearch({ q: e.target.value }, { replace: true })}
            placeholder="Search titles, excerpts and tags"
            className="h-11 w-full rounded-lg border border-control bg-canopy-950 pr-3 pl-10 text-moss-100 placeholder:text-moss-300"
          />
        </span>
      </div>
      <QueryState query={tags} what="the tags" pending={<Skeleton className="h-11" />}>
        {(data) => (
          <TagFilters
            tags={data}
            total={posts.data?.all}
            selected={search.tag}
            onSelect={(tag) => setSearch({ tag })}
          />
        )}
      </QueryState>
      <QueryState
        query={posts}
        what="the articles"
        pending={
          <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-56" />
            ))}
          </div>
        }
      >
        {(data) =>
          data.posts.length === 0 ? (
            <EmptyState title="No articles found" icon={Newspaper}>
              <p>
                {data.all === 0
                  ? 'Blog posts are coming soon! Check back for expert analysis and strategies.'
                  : 'No article matches this search and tag. Try another word, or choose All Posts.'}
              </p>
            </EmptyState>
          ) : (
            <>
              <p className="text-sm text-moss-300" role="status">
                {data.total === data.posts.length
                  ? `${data.total} article${data.total === 1 ? '' : 's'}`
                  : `The newest ${data.posts.length} of ${data.total} articles`}
              </p>
              <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label="Articles">
                {data.posts.map((p) => (
                  <li key={p.slug} className="flex">
                    <PostCard post={p} />
                  </li>
                ))}
              </ul>
            </>
          )
        }
      </QueryState>
      <section className="rounded-2xl border border-canopy-700 bg-canopy-900/60 p-6 text-center">
        <h2 className="text-lg font-semibold text-moss-100">Ready for this week?</h2>
        <p className="mt-1 text-moss-300">Every game of the week with our pick, the line and the reasons.</p>
        <Button asChild className="mt-4">
          <Link to="/weekly-picks">View This Week's Picks</Link>
        </Button>
      </section>
    </div>
  );
}
