// How a post's meta line and its tag filters read on the Blog screens (spec 02 §2).
import { BLOG_CARD_TAGS, BLOG_TAG_FILTERS, type BlogTag } from '../../../../shared/api/blog.ts';

/** The read time the server computed (ceil(words / 200)), as the card and the post show it. */
export const readTimeLabel = (minutes: number): string => `${minutes} min read`;

/** The tags a card shows: the first three. */
export const cardTags = (tags: readonly string[]): string[] => tags.slice(0, BLOG_CARD_TAGS);

/**
 * The tag filter buttons: the eight most used tags, plus the selected one when a link selected a tag
 * outside them (so the filter in force is always visible and can be cleared).
 */
export function tagFilters(tags: readonly BlogTag[], selected: string | undefined): BlogTag[] {
  const top = tags.slice(0, BLOG_TAG_FILTERS);
  const chosen = selected?.toLowerCase();
  if (chosen === undefined || top.some((t) => t.tag.toLowerCase() === chosen)) return top;
  const extra = tags.find((t) => t.tag.toLowerCase() === chosen);
  return extra ? [...top, extra] : top;
}
