import type { GlossaryCategory, GlossaryTerm } from '../../../../shared/api/glossary.ts';

export type CategoryFilter = 'All' | GlossaryCategory;

/** Spec 02 §2: search over term and definition (any case), within the chosen category. */
export function filterTerms(
  terms: readonly GlossaryTerm[],
  query: string,
  category: CategoryFilter,
): GlossaryTerm[] {
  const q = query.trim().toLowerCase();
  return terms.filter(
    (t) =>
      (category === 'All' || t.category === category) &&
      (q === '' || t.term.toLowerCase().includes(q) || t.definition.toLowerCase().includes(q)),
  );
}
