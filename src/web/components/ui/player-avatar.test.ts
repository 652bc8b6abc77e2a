import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { initials, PlayerAvatar, showsHeadshot } from './player-avatar.tsx';

describe('player avatar (issue 21: broken-image icons offline)', () => {
  it('reads initials from the first and last name', () => {
    expect(initials('Patrick Mahomes')).toBe('PM');
    expect(initials('Amon-Ra St. Brown')).toBe('AB');
    expect(initials('  jalen  hurts ')).toBe('JH');
    expect(initials('Hollywood')).toBe('H');
  });

  it('shows initials, not an image, when there is no headshot', () => {
    const html = renderToStaticMarkup(createElement(PlayerAvatar, { name: 'Justin Jefferson', src: null }));
    expect(html).not.toContain('<img');
    expect(html).toContain('>JJ<');
  });

  it('shows the headshot until it fails, then the initials', () => {
    const url = 'https://static.example/jj.png';
    const html = renderToStaticMarkup(createElement(PlayerAvatar, { name: 'Justin Jefferson', src: url }));
    expect(html).toContain(`src="${url}"`);
    expect(showsHeadshot(url, null)).toBe(true);
    // After the image's error event the component remembers the failed URL.
    expect(showsHeadshot(url, url)).toBe(false);
    // A new URL (another player) gets its own try.
    expect(showsHeadshot('https://static.example/other.png', url)).toBe(true);
  });
});
