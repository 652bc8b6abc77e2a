import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { teamNickname } from '../../lib/format.ts';
import { TeamName } from './team-name.tsx';

describe('team names (issue 21: "Tamp…" even at 1366 px)', () => {
  it('shortens to the nickname, never to a cut-off prefix', () => {
    expect(teamNickname('Tampa Bay Buccaneers')).toBe('Buccaneers');
    expect(teamNickname('Houston Texans')).toBe('Texans');
    expect(teamNickname('San Francisco 49ers')).toBe('49ers');
  });

  it('renders whole forms chosen by the row width, none of them truncated', () => {
    const html = renderToStaticMarkup(createElement(TeamName, { name: 'Tampa Bay Buccaneers' }));
    expect(html).not.toContain('truncate');
    expect(html).toContain('whitespace-nowrap');
    // The full name from a 28rem row, the nickname from 23rem, the full name for screen readers below.
    expect(html).toContain('<span class="hidden @[28rem]:inline">Tampa Bay Buccaneers</span>');
    expect(html).toContain('@[23rem]:inline @[28rem]:hidden">Buccaneers</span>');
    expect(html).toContain('<span class="sr-only @[28rem]:hidden">Tampa Bay Buccaneers</span>');
  });
});
