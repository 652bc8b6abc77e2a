import { describe, expect, it } from 'vitest';
import type { GlossaryTerm } from '../../../../shared/api/glossary.ts';
import { filterTerms } from './filter-terms.ts';

const term = (
  name: string,
  category: GlossaryTerm['category'],
  definition: string,
  example = '',
): GlossaryTerm => ({
  term: name,
  category,
  definition,
  example,
  source: null,
});
const TERMS = [
  term('Vig (juice)', 'Betting', 'The bookmaker’s margin.', 'stacking is not here'),
  term('Stacking', 'DFS', 'A quarterback with his receivers.'),
  term('Sleep (BioBoost input)', 'BioBoost', 'Rest and body clock.'),
];

describe('glossary search and filter', () => {
  it('matches the term or the definition, in any case, but not the example', () => {
    expect(filterTerms(TERMS, 'VIG', 'All').map((t) => t.term)).toEqual(['Vig (juice)']);
    expect(filterTerms(TERMS, 'receivers', 'All').map((t) => t.term)).toEqual(['Stacking']);
    expect(filterTerms(TERMS, 'stacking', 'All').map((t) => t.term)).toEqual(['Stacking']);
  });
  it('keeps only the chosen category', () => {
    expect(filterTerms(TERMS, '', 'BioBoost').map((t) => t.term)).toEqual(['Sleep (BioBoost input)']);
    expect(filterTerms(TERMS, 'vig', 'DFS')).toEqual([]);
    expect(filterTerms(TERMS, '  ', 'All')).toHaveLength(3);
  });
});
