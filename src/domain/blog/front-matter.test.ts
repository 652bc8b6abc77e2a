import { describe, expect, it } from 'vitest';
import { parsePostFile } from './front-matter.ts';

const FILE = `---
title: "Reading a line: spread, total, moneyline"
excerpt: What -3.5 (-110) means.
author: Go Gorilla
tags: [Betting Basics, Lines, "Vig"]
cover: /images/blog/reading-a-line.svg
date: 2026-11-20
slug: reading-a-line
---
# Body

Text.`;

describe('parsePostFile', () => {
  it('reads every field, quoted or not, and keeps the body after the closing line', () => {
    const { meta, body } = parsePostFile('a.md', FILE);
    expect(meta).toEqual({
      title: 'Reading a line: spread, total, moneyline',
      excerpt: 'What -3.5 (-110) means.',
      author: 'Go Gorilla',
      tags: ['Betting Basics', 'Lines', 'Vig'],
      cover: '/images/blog/reading-a-line.svg',
      date: '2026-11-20',
      slug: 'reading-a-line',
    });
    expect(body).toBe('# Body\n\nText.');
  });

  it('a post without a cover has none', () => {
    const { meta } = parsePostFile('a.md', FILE.replace('cover: /images/blog/reading-a-line.svg\n', ''));
    expect(meta.cover).toBeUndefined();
  });

  it.each([
    ['no opening line', FILE.slice(4), "must start with a '---'"],
    ['no closing line', FILE.replace('\n---\n#', '\n#'), 'not closed'],
    ['a missing field', FILE.replace('author: Go Gorilla\n', ''), 'author'],
    [
      'an external cover',
      FILE.replace('/images/blog/reading-a-line.svg', 'https://x.example/a.png'),
      'cover',
    ],
    ['a bad slug', FILE.replace('slug: reading-a-line', 'slug: Reading A Line'), 'slug'],
    ['a bad date', FILE.replace('2026-11-20', '20/11/2026'), 'date'],
    ['an unknown field', FILE.replace('date:', 'draft: yes\ndate:'), 'draft'],
    ['a field given twice', FILE.replace('date:', 'title: again\ndate:'), "'title' is given twice"],
    ['a line that is not key: value', FILE.replace('date:', 'just words\ndate:'), "is not 'key: value'"],
  ])('refuses %s, naming the file and the problem', (_, source, problem) => {
    expect(() => parsePostFile('posts/x.md', source)).toThrow(/^posts\/x\.md: /);
    expect(() => parsePostFile('posts/x.md', source)).toThrow(problem);
  });
});
