import { Search } from 'lucide-react';
import { useId } from 'react';
import { GLOSSARY_CATEGORIES, type GlossaryResponse } from '../../../../shared/api/glossary.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatInstant } from '../../../lib/format.ts';
import { useGlossary } from '../api/get-glossary.ts';
import { type CategoryFilter, filterTerms } from '../lib/filter-terms.ts';
import { TaggedCard } from './tagged-card.tsx';

export const CATEGORY_FILTERS: readonly CategoryFilter[] = ['All', ...GLOSSARY_CATEGORIES];

interface GlossaryTabProps {
  query: string;
  category: CategoryFilter;
  onChange: (next: { q?: string; category?: CategoryFilter }) => void;
}

/** Spec 02 §2's glossary: search over term and definition, five category filters, 'No Terms Found'. */
export function GlossaryTab({ query, category, onChange }: GlossaryTabProps) {
  const glossary = useGlossary();
  const searchId = useId();
  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 md:flex-row md:items-end">
        <div className="flex flex-1 flex-col gap-1">
          <label htmlFor={searchId} className="text-sm font-medium text-moss-200">
            Search terms
          </label>
          <span className="relative">
            <Search className="absolute top-3 left-3 size-5 text-moss-300" aria-hidden="true" />
            <input
              id={searchId}
              type="search"
              value={query}
              onChange={(e) => onChange({ q: e.target.value })}
              placeholder="Search a term or its definition"
              className="h-11 w-full rounded-lg border border-control bg-canopy-950 pr-3 pl-10 text-moss-100 placeholder:text-moss-300"
            />
          </span>
        </div>
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">Category</legend>
          {CATEGORY_FILTERS.map((c) => (
            <button
              key={c}
              type="button"
              aria-pressed={category === c}
              onClick={() => onChange({ category: c })}
              className="h-11 rounded-lg border border-control px-4 text-sm font-semibold text-moss-200 aria-pressed:bg-canopy-700 aria-pressed:text-banana-400"
            >
              {c}
            </button>
          ))}
        </fieldset>
      </div>
      <QueryState
        query={glossary}
        what="the glossary"
        pending={
          <div className="grid gap-4 md:grid-cols-2">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="h-40" />
            ))}
          </div>
        }
      >
        {(data) => <TermList data={data} query={query} category={category} />}
      </QueryState>
    </div>
  );
}

function TermList({
  data,
  query,
  category,
}: {
  data: GlossaryResponse;
  query: string;
  category: CategoryFilter;
}) {
  const shown = filterTerms(data.terms, query, category);
  if (shown.length === 0)
    return (
      <EmptyState title="No Terms Found">
        <p>Try another word, or choose All to see every term.</p>
      </EmptyState>
    );
  return (
    <>
      <p className="text-sm text-moss-300" role="status">
        {shown.length} of {data.terms.length} terms · figures counted from our data as of{' '}
        {formatInstant(data.asOf)}
      </p>
      <ul className="grid gap-4 md:grid-cols-2" aria-label="Glossary terms">
        {shown.map((t) => (
          <li key={t.term}>
            <TaggedCard title={t.term} tag={t.category}>
              <p className="text-moss-100">{t.definition}</p>
              <p className="text-sm text-moss-200">
                <span className="font-semibold text-moss-100">Example: </span>
                {t.example}
              </p>
              {t.source && <p className="text-xs text-moss-300">Source: {t.source}</p>}
            </TaggedCard>
          </li>
        ))}
      </ul>
    </>
  );
}
