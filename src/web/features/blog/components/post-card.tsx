import { Link } from 'react-router';
import type { BlogPostSummary } from '../../../../shared/api/blog.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { formatDay } from '../../../lib/format.ts';
import { cardTags, readTimeLabel } from '../lib/post-meta.ts';

/** A card of the list: cover (when the post has one), title linking to the post, excerpt, meta, 3 tags. */
export function PostCard({ post }: { post: BlogPostSummary }) {
  return (
    <Card asChild padding="none" className="flex min-h-56 flex-col gap-3 overflow-hidden">
      <article>
        {post.cover_image && (
          <img
            src={post.cover_image}
            alt=""
            width={640}
            height={320}
            loading="lazy"
            className="aspect-[2/1] w-full bg-canopy-950 object-cover"
          />
        )}
        <div className="flex flex-1 flex-col gap-3 p-4">
          <h2 className="text-lg font-semibold text-moss-100">
            <Link to={`/blog/${post.slug}`} className="hover:text-banana-400 focus-visible:text-banana-400">
              {post.title}
            </Link>
          </h2>
          <p className="flex-1 text-moss-200">{post.excerpt}</p>
          <p className="text-sm text-moss-300">
            {post.author} · <time dateTime={post.published_at}>{formatDay(post.published_at)}</time> ·{' '}
            {readTimeLabel(post.readMinutes)}
          </p>
          <ul className="flex flex-wrap gap-2" aria-label="Tags">
            {cardTags(post.tags).map((t) => (
              <li key={t}>
                <Badge>{t}</Badge>
              </li>
            ))}
          </ul>
        </div>
      </article>
    </Card>
  );
}
