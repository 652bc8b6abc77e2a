import type { BlogTag } from '../../../../shared/api/blog.ts';
import { tagFilters } from '../lib/post-meta.ts';

interface TagFiltersProps {
  tags: readonly BlogTag[];
  /** The post count of 'All Posts' (undefined until the list has answered). */
  total: number | undefined;
  selected: string | undefined;
  onSelect: (tag: string | undefined) => void;
}

const BUTTON =
  'h-11 rounded-lg border border-control px-3 text-sm font-semibold text-moss-200 aria-pressed:bg-canopy-700 aria-pressed:text-banana-400';

/** Spec 02 §2: 'All Posts' plus up to 8 tags, each with its count. */
export function TagFilters({ tags, total, selected, onSelect }: TagFiltersProps) {
  const chosen = selected?.toLowerCase();
  return (
    <fieldset className="flex flex-wrap gap-2">
      <legend className="sr-only">Filter by tag</legend>
      <button
        type="button"
        aria-pressed={chosen === undefined}
        onClick={() => onSelect(undefined)}
        className={BUTTON}
      >
        All Posts{total === undefined ? '' : ` (${total})`}
      </button>
      {tagFilters(tags, selected).map((t) => (
        <button
          key={t.tag}
          type="button"
          aria-pressed={chosen === t.tag.toLowerCase()}
          onClick={() => onSelect(t.tag)}
          className={BUTTON}
        >
          {t.tag} ({t.count})
        </button>
      ))}
    </fieldset>
  );
}
