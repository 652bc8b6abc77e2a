// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createElement } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BlogPostSummary } from '../../../../shared/api/blog.ts';
import { rawValues } from '../../../testing/raw-values.ts';
import { PostCard } from './post-card.tsx';
import { TagFilters } from './tag-filters.tsx';

afterEach(cleanup);

const POST: BlogPostSummary = {
  id: 'recap-2025-13',
  slug: 'week-13-2025-recap',
  title: 'Week 13, 2025: 1–1 against the spread',
  excerpt: 'The model went 1–1 straight up.',
  author: 'Go Gorilla recap job',
  tags: ['Weekly Recap', '2025 Season', 'Record', 'Fourth'],
  cover_image: null,
  published_at: '2025-12-02T15:00:00.000Z',
  wordCount: 401,
  readMinutes: 3,
  generated: true,
};

describe('PostCard', () => {
  it('links to the post and shows its meta and at most 3 tags', () => {
    render(createElement(MemoryRouter, null, createElement(PostCard, { post: POST })));
    const card = screen.getByRole('article');
    expect(within(card).getByRole('link', { name: POST.title }).getAttribute('href')).toBe(
      '/blog/week-13-2025-recap',
    );
    expect(within(card).getByText(/3 min read/)).toBeTruthy();
    const tags = within(card).getByRole('list', { name: 'Tags' });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Weekly Recap', '2025 Season', 'Record']);
    expect(card.querySelector('img')).toBeNull();
    expect(rawValues(card.textContent ?? '')).toEqual([]);
  });
});

describe('TagFilters', () => {
  const TAGS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I'].map((tag, i) => ({ tag, count: 9 - i }));

  it("offers 'All Posts' with its count and the 8 most used tags with theirs; a click selects", () => {
    const onSelect = vi.fn();
    render(createElement(TagFilters, { tags: TAGS, total: 12, selected: 'b', onSelect }));
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual([
      'All Posts (12)',
      'A (9)',
      'B (8)',
      'C (7)',
      'D (6)',
      'E (5)',
      'F (4)',
      'G (3)',
      'H (2)',
    ]);
    expect(
      buttons.filter((b) => b.getAttribute('aria-pressed') === 'true').map((b) => b.textContent),
    ).toEqual(['B (8)']);
    fireEvent.click(screen.getByRole('button', { name: 'C (7)' }));
    fireEvent.click(screen.getByRole('button', { name: 'All Posts (12)' }));
    expect(onSelect.mock.calls).toEqual([['C'], [undefined]]);
  });
});
