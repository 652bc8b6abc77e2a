import { describe, expect, it } from 'vitest';
import { cardTags, readTimeLabel, tagFilters } from './post-meta.ts';

const TAGS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J'].map((tag, i) => ({ tag, count: 10 - i }));

describe('blog screen helpers', () => {
  it('a card shows at most 3 tags, in the post order', () => {
    expect(cardTags(['Weekly Recap', '2025 Season', 'Record', 'Extra'])).toEqual([
      'Weekly Recap',
      '2025 Season',
      'Record',
    ]);
    expect(cardTags(['Vig'])).toEqual(['Vig']);
  });

  it('offers the 8 most used tags, and keeps a selected ninth visible', () => {
    expect(tagFilters(TAGS, undefined).map((t) => t.tag)).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H']);
    expect(tagFilters(TAGS, 'b').map((t) => t.tag)).toHaveLength(8);
    expect(tagFilters(TAGS, 'J').map((t) => t.tag)).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'J']);
    expect(tagFilters(TAGS, 'nope')).toHaveLength(8);
  });

  it("reads the server's read time as minutes", () => {
    expect(readTimeLabel(3)).toBe('3 min read');
  });
});
